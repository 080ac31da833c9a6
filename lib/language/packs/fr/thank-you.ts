import type { ThankYouTemplate } from '../../../feedback/thank-you-templates/template';

export const THANK_YOU: ThankYouTemplate = {
  subjectWithRole: 'Merci : entretien pour le poste de {role}{atCompany}',
  subjectWithoutRole: 'Merci : notre entretien{atCompany}',
  theRole: 'du poste de {role}',
  theRoleUnknown: 'du poste',
  atCompany: ' chez {company}',
  joiningCompany: ' et pour rejoindre {company}',
  greeting: 'Bonjour [nom de la personne],',
  thanks: "Merci d'avoir pris le temps d'échanger avec moi aujourd'hui au sujet {theRole}{atCompany}.",
  enjoyedTopics: "J'ai beaucoup apprécié notre conversation, en particulier nos échanges sur {topics}.",
  enjoyedNoTopics: "J'ai beaucoup apprécié notre conversation et d'en apprendre davantage sur l'équipe.",
  interest: "Cet entretien a renforcé mon intérêt pour le poste{joiningCompany}, et j'ai la conviction que mon expérience serait utile à l'équipe dès le départ.",
  offer: "Si cela peut vous être utile, je peux vous transmettre d'autres éléments, comme des exemples de mes travaux ou des références.",
  signOff: 'Bien cordialement,',
  yourName: '[Votre nom]',
  listSeparator: ', ',
  and: ' et ',
  topicQuote: '« {topic} »',
  sentenceJoin: ' ',
};
