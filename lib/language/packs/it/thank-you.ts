import type { ThankYouTemplate } from '../../../feedback/thank-you-templates/template';

export const THANK_YOU: ThankYouTemplate = {
  subjectWithRole: 'Grazie: colloquio per il ruolo di {role}{atCompany}',
  subjectWithoutRole: 'Grazie: il nostro colloquio{atCompany}',
  theRole: 'il ruolo di {role}',
  theRoleUnknown: 'il ruolo',
  atCompany: ' presso {company}',
  joiningCompany: ' e a entrare in {company}',
  greeting: 'Gentile [nome],',
  thanks: 'grazie per il tempo che mi ha dedicato oggi per il colloquio per {theRole}{atCompany}.',
  enjoyedTopics: 'Ho apprezzato molto la nostra conversazione, in particolare il confronto su {topics}.',
  enjoyedNoTopics: 'Ho apprezzato molto la nostra conversazione e la possibilità di conoscere meglio il team.',
  interest: "Il colloquio ha accresciuto il mio interesse per il ruolo{joiningCompany}, e credo fermamente che la mia esperienza sarebbe utile al team fin dall'inizio.",
  offer: 'Se può essere utile, posso condividere altro materiale, come esempi del mio lavoro o referenze.',
  signOff: 'Cordiali saluti,',
  yourName: '[Il suo nome]',
  listSeparator: ', ',
  and: ' e ',
  topicQuote: '«{topic}»',
  sentenceJoin: ' ',
};
