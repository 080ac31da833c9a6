import type { ThankYouTemplate } from '../../../feedback/thank-you-templates/template';

export const THANK_YOU: ThankYouTemplate = {
  subjectWithRole: 'Gracias: entrevista para el puesto de {role}{atCompany}',
  subjectWithoutRole: 'Gracias: nuestra entrevista{atCompany}',
  theRole: 'el puesto de {role}',
  theRoleUnknown: 'el puesto',
  atCompany: ' en {company}',
  joiningCompany: ' y por unirme a {company}',
  greeting: 'Hola, [nombre del entrevistador]:',
  thanks: 'Gracias por dedicarme su tiempo hoy para hablar sobre {theRole}{atCompany}.',
  enjoyedTopics: 'Disfruté mucho de nuestra conversación, en especial al hablar de {topics}.',
  enjoyedNoTopics: 'Disfruté mucho de nuestra conversación y de conocer mejor al equipo.',
  interest: 'Ha aumentado aún más mi interés por el puesto{joiningCompany}, y confío en que mi experiencia ayudaría al equipo desde el primer día.',
  offer: 'Si le resulta útil que comparta algo más, como ejemplos de mi trabajo o referencias, no dude en decírmelo.',
  signOff: 'Un cordial saludo,',
  yourName: '[Su nombre]',
  listSeparator: ', ',
  and: ' y ',
  topicQuote: '«{topic}»',
  sentenceJoin: ' ',
};
