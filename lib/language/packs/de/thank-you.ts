import type { ThankYouTemplate } from '../../../feedback/thank-you-templates/template';

export const THANK_YOU: ThankYouTemplate = {
  subjectWithRole: 'Vielen Dank: Vorstellungsgespräch als {role}{atCompany}',
  subjectWithoutRole: 'Vielen Dank: unser Gespräch{atCompany}',
  theRole: 'die Position als {role}',
  theRoleUnknown: 'die Position',
  atCompany: ' bei {company}',
  joiningCompany: ' und an {company}',
  greeting: 'Guten Tag [Name],',
  thanks: 'vielen Dank, dass Sie sich heute die Zeit genommen haben, mit mir über {theRole}{atCompany} zu sprechen.',
  enjoyedTopics: 'Das Gespräch hat mir sehr gefallen, besonders der Austausch über {topics}.',
  enjoyedNoTopics: 'Das Gespräch hat mir sehr gefallen, und ich habe gern mehr über das Team erfahren.',
  interest: 'Es hat mein Interesse an der Position{joiningCompany} noch verstärkt, und ich bin überzeugt, dass meine Erfahrung dem Team von Anfang an helfen würde.',
  offer: 'Wenn es hilft, sende ich Ihnen gern weitere Unterlagen, etwa Arbeitsbeispiele oder Referenzen.',
  signOff: 'Mit freundlichen Grüßen',
  yourName: '[Ihr Name]',
  listSeparator: ', ',
  and: ' und ',
  topicQuote: '„{topic}“',
  sentenceJoin: ' ',
};
