import type { ThankYouTemplate } from '../../../feedback/thank-you-templates/template';

export const THANK_YOU: ThankYouTemplate = {
  subjectWithRole: 'Obrigado: entrevista para a vaga de {role}{atCompany}',
  subjectWithoutRole: 'Obrigado: nossa entrevista{atCompany}',
  theRole: 'a vaga de {role}',
  theRoleUnknown: 'a vaga',
  atCompany: ' na {company}',
  joiningCompany: ' e em fazer parte da {company}',
  greeting: 'Olá, [nome do entrevistador],',
  thanks: 'Obrigado por dedicar seu tempo hoje para conversar comigo sobre {theRole}{atCompany}.',
  enjoyedTopics: 'Gostei muito da nossa conversa, principalmente de falar sobre {topics}.',
  enjoyedNoTopics: 'Gostei muito da nossa conversa e de conhecer melhor a equipe.',
  interest: 'A conversa aumentou ainda mais o meu interesse pela vaga{joiningCompany} e tenho certeza de que minha experiência ajudaria a equipe desde o início.',
  offer: 'Se for útil compartilhar mais alguma coisa, como exemplos do meu trabalho ou referências, é só me avisar.',
  signOff: 'Atenciosamente,',
  yourName: '[Seu nome]',
  listSeparator: ', ',
  and: ' e ',
  topicQuote: '“{topic}”',
  sentenceJoin: ' ',
};
