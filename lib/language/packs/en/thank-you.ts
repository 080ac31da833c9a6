import type { ThankYouTemplate } from '../../../feedback/thank-you-templates/template';

export const THANK_YOU: ThankYouTemplate = {
  subjectWithRole: 'Thank you: {role} interview{atCompany}',
  subjectWithoutRole: 'Thank you: our interview{atCompany}',
  theRole: 'the {role} role',
  theRoleUnknown: 'the role',
  atCompany: ' at {company}',
  joiningCompany: ' and in joining {company}',
  greeting: 'Hi [interviewer name],',
  thanks: 'Thank you for taking the time to speak with me today about {theRole}{atCompany}.',
  enjoyedTopics: 'I enjoyed our conversation, especially discussing {topics}.',
  enjoyedNoTopics: 'I enjoyed our conversation and learning more about the team.',
  interest: "It made me even more interested in the role{joiningCompany}, and I'm confident my experience would help the team from the start.",
  offer: 'If it would help to share anything else, such as examples of my work or references, just let me know.',
  signOff: 'Best regards,',
  yourName: '[Your name]',
  listSeparator: ', ',
  and: ' and ',
  sentenceJoin: ' ',
};
