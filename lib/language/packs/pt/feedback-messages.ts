import type { FeedbackMessages } from '../../../feedback/messages/feedback-messages';

const list = (items: readonly string[], conjunction: 'and' | 'or') =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction === 'and' ? 'e' : 'ou'} ${items[items.length - 1]}`;
const per = (unit: 'words' | 'characters') => (unit === 'words' ? 'palavras por minuto' : 'caracteres por minuto');
const yourAnswers = (labels: string, plural: boolean) => `${plural ? 'suas respostas à' : 'sua resposta à'} ${labels}`;

export const FEEDBACK_MESSAGES: FeedbackMessages = {
  list,
  element: {
    Situation: 'Situação',
    Task: 'Tarefa',
    Action: 'Ação',
    Result: 'Resultado',
    'opening statement': 'resposta inicial',
    'reasoning or steps': 'raciocínio ou etapas',
    'example or trade-off': 'exemplo ou contrapartida',
    conclusion: 'conclusão',
  },
  noAnswer: 'Nenhuma resposta foi captada.',
  nothingToScore: 'Não há resposta para avaliar.',
  paceSlow: (rate, min, max, unit) => `${rate} ${per(unit)}: um pouco devagar; procure ficar entre ${min} e ${max}.`,
  paceFast: (rate, min, max, unit) => `${rate} ${per(unit)}: um pouco rápido; procure ficar entre ${min} e ${max}.`,
  paceComfortable: (rate, unit) => `${rate} ${per(unit)}: um ritmo confortável.`,
  paceNotJudged: 'O ritmo ainda não é avaliado neste idioma: a rubrica não tem a faixa habitual de fala dele.',
  fillers: (count, perMinute) => `${count} palavras de preenchimento${perMinute !== null ? ` (${perMinute} por minuto)` : ''}: faça uma pausa em vez de dizer "tipo" ou "né".`,
  tooShort: 'Curta demais: dê a quem ouve o suficiente para avaliar (algo entre um e dois minutos).',
  tooLong: 'Mais de três minutos: fique só com o essencial.',
  tieToJob: 'Ligue a resposta à vaga: use as competências que a descrição da vaga pede.',
  stayOnQuestion: 'Fique na pergunta: responda ao que foi perguntado, com as palavras dela.',
  onTopic: 'No tema.',
  noNumbers: 'Sem números: diga quanto, quantos ou em quanto tempo.',
  noTools: 'Cite as ferramentas, tecnologias ou métodos que você usou.',
  noOutcome: 'Diga o que melhorou como resultado.',
  specific: 'Específica: números, ferramentas citadas e resultados.',
  starComplete: 'Estrutura STAR clara, com a maior parte do tempo na Ação.',
  starActionShort: 'As quatro partes do STAR estão lá; dedique mais tempo à Ação.',
  starMissing: (names, noResult) => `STAR: faltou ${names}${noResult ? ': termine com o que mudou graças ao que você fez' : ''}.`,
  spendLongerOnAction: 'Fale mais sobre o que você fez (a Ação).',
  reasonedComplete: 'Forma clara: uma resposta inicial, raciocínio, um exemplo ou contrapartida e uma conclusão.',
  reasonedMissing: (names) => `Estrutura: faltou ${names}.`,
  structureNotJudged: 'A estrutura ainda não é avaliada neste idioma: a rubrica não tem as expressões-chave dele.',

  questionLabel: (i) => `P${i + 1}`,
  nothingCaptured: [
    'Capte suas próprias palavras: ouça a aba e o microfone para que o resumo possa avaliar suas respostas.',
    'Ensaie em voz alta na Prática: cada resposta recebe uma nota de 0 a 10 com os motivos.',
    'Prepare três histórias no formato STAR (Situação, Tarefa, Ação, Resultado), cada uma com um número no Resultado.',
  ],
  starAdvice: {
    Result: 'termine com o que mudou graças ao que você fez, de preferência com um número',
    Action: 'diga o que você mesmo fez, passo a passo',
    Task: 'diga pelo que você era responsável',
    Situation: 'comece com uma ou duas frases de contexto',
    'opening statement': 'responda logo na primeira frase e depois explique',
    'reasoning or steps': 'explique seu raciocínio passo a passo ("primeiro… depois…")',
    'example or trade-off': 'dê um exemplo ou cite uma contrapartida',
    conclusion: 'feche com uma conclusão de uma linha',
  },
  missingClause: (labels, plural, missing) => `${yourAnswers(labels, plural)} não ti${plural ? 'veram' : 'nha'} ${missing}`,
  structureFinding: (star, clauses, advice) => `${star ? 'Use a estrutura STAR' : 'Dê forma às respostas técnicas'}: ${clauses.join('; ')}. Na próxima vez, ${advice}.`,
  beSpecific: (labels, plural) => `Seja específico: ${yourAnswers(labels, plural)} ti${plural ? 'veram' : 'nha'} poucos números ou ferramentas citadas; diga quanto, quantos e com quê.`,
  answerTheQuestion: (labels, plural) => `Responda ao que foi perguntado: ${yourAnswers(labels, plural)} fug${plural ? 'iram' : 'iu'} do tema; repita as palavras-chave e ligue-as à vaga.`,
  pickUpPace: (rate, min, max, unit) => `Acelere um pouco: sua média foi de ${rate} ${per(unit)}; procure ficar entre ${min} e ${max}.`,
  slowDown: (rate, min, max, unit) => `Fale mais devagar: sua média foi de ${rate} ${per(unit)}; procure ficar entre ${min} e ${max} e faça pausas entre as ideias.`,
  cutFillers: (count, perMinute) =>
    `Corte as palavras de preenchimento: ${count} no total${perMinute !== null ? ` (${perMinute} por minuto)` : ''}; faça uma pausa em silêncio em vez de dizer "tipo", "né" ou "então".`,
  sayMore: (labels, plural, minUnits, unit, minSeconds) =>
    `Desenvolva mais: ${yourAnswers(labels, plural)} fic${plural ? 'aram' : 'ou'} abaixo de ${minUnits} ${unit === 'words' ? 'palavras' : 'caracteres'} ou ${minSeconds} segundos; procure falar de um a dois minutos.`,
  tighten: (labels, plural) => `Seja mais direto: ${yourAnswers(labels, plural)} pass${plural ? 'aram' : 'ou'} de três minutos; comece pelo ponto principal e corte o contexto.`,
  practiseAgain: (label, question, score) => `Pratique a ${label} de novo ("${question}"): ela teve ${score}/10, sua nota mais baixa.`,
  prepareNumbers: 'Prepare dois números para cada uma das suas melhores histórias (tempo economizado, dinheiro, usuários, porcentagens) para que venham à mente sob pressão.',
  recordDaily: 'Grave uma resposta por dia e ouça de novo prestando atenção ao ritmo e às palavras de preenchimento.',
};
