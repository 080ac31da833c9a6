import type { ThankYouTemplate } from '../../../feedback/thank-you-templates/template';

export const THANK_YOU: ThankYouTemplate = {
  subjectWithRole: 'Bedankt: sollicitatiegesprek {role}{atCompany}',
  subjectWithoutRole: 'Bedankt: ons gesprek{atCompany}',
  theRole: 'de functie van {role}',
  theRoleUnknown: 'de functie',
  atCompany: ' bij {company}',
  joiningCompany: ' en in {company}',
  greeting: 'Beste [naam],',
  thanks: 'Hartelijk dank dat u vandaag de tijd nam om met mij te praten over {theRole}{atCompany}.',
  enjoyedTopics: 'Ik heb genoten van ons gesprek, vooral van onze uitwisseling over {topics}.',
  enjoyedNoTopics: 'Ik heb genoten van ons gesprek en van de kennismaking met het team.',
  interest: 'Het heeft mijn interesse in de functie{joiningCompany} nog groter gemaakt, en ik ben ervan overtuigd dat mijn ervaring het team vanaf het begin zou helpen.',
  offer: 'Als het helpt om nog iets te delen, zoals voorbeelden van mijn werk of referenties, laat het me gerust weten.',
  signOff: 'Met vriendelijke groet,',
  yourName: '[Uw naam]',
  listSeparator: ', ',
  and: ' en ',
  topicQuote: '‘{topic}’',
  sentenceJoin: ' ',
};
