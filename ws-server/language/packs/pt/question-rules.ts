// Portuguese (Brazil and Portugal). Like Spanish, yes/no questions are told by intonation, so
// without a question mark they count only when they open the way interviewers ask ("Você já…",
// "Poderia…"); "fale-me" and "me fale" are both said.
import { either, endsWith, hasPhrase, startsWith, tagged, wholly, words, type QuestionRules } from '../../../questions/question-rules';

const LEAD = ['e', 'então', 'bom', 'bem', 'certo', 'ok', 'okay', 'agora', 'muito bem', 'ótimo', 'beleza', 'perfeito', 'obrigado', 'obrigada', 'tá', 'legal', 'mas', 'olha'];
const PROMPT_VERBS = [
  'fale me', 'me fale', 'fala me', 'me fala', 'conte me', 'me conte', 'conta me', 'me conta', 'nos conte', 'conte nos', 'nos fale', 'fale nos', 'fale sobre', 'fale um pouco', 'fala um pouco',
  'me descreva', 'descreva me', 'me explique', 'explique me', 'me explica', 'me diga', 'diga me', 'me dê um exemplo', 'me dá um exemplo', 'dê um exemplo', 'de um exemplo', 'apresente se', 'se apresente', 'me guie',
];
const YOU = '(?:você|vocês|o senhor|a senhora|tu)';

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:é+h+|e+h+|h+u+m+|h+m+|m+h*m+|tipo assim)(?= |$)/gu,
  bareWhy: wholly(['e', 'mas', 'então'], ['por quê', 'porquê', 'por que', 'por que não', 'como assim', 'pra quê', 'para quê']),
  whQuestion: startsWith(LEAD, [
    'o que', 'o quê', 'que', 'qual', 'quais', 'como', 'por que', 'por quê', 'quando', 'onde', 'aonde', 'quem', 'quanto', 'quantos', 'quanta', 'quantas',
    '(?:de|em|com|para|pra|por|sobre|a) (?:que|qual|quais|quem|quanto|onde)', `e ${YOU} (?:o que|como)`,
  ]),
  yesNoQuestion: startsWith(LEAD, [
    `${YOU} (?:já|pode|poderia|consegue|conseguiria|conhece|sabe|acha|prefere|gostaria|teria|tem experiência|costuma|lembra|considera|trabalhou|usou|liderou)`, 'alguma vez', 'já (?:trabalhou|usou|liderou|teve|passou|pensou)',
    '(?:pode|poderia|consegue|conseguiria) (?:me|nos|falar|contar|explicar|descrever|dar)', '(?:tem|teria) (?:experiência|algum|alguma)',
  ]),
  prompts: either(
    hasPhrase([...PROMPT_VERBS, 'gostaria de (?:saber|ouvir|entender|conhecer)', 'queria (?:saber|ouvir|entender)', 'tenho curiosidade', 'e quanto (?:a|ao|à)', 'e sobre (?:o|a|os|as|seu|sua)']),
    startsWith(['e', 'agora', 'então', 'por favor'], ['descreva', 'explique', 'compartilhe', 'conte', 'fale', 'cite', 'compare', 'dê']),
  ),
  smallTalk: hasPhrase([
    '(?:está|tá|você está|você tá) me (?:ouvindo|escutando|vendo)', '(?:você )?(?:me ouve|me escuta|consegue me ouvir|consegue me escutar)', 'dá pra me ouvir', 'como (?:vai|você está|está|vão|vai você)(?: hoje)?$',
    'tudo (?:bem|bom|certo|tranquilo)', 'como foi (?:seu|o seu|sua|a sua) (?:dia|fim de semana|semana|manhã)', '(?:vamos|podemos) começar', 'pronto para começar', '(?:está|tá) (?:pronto|pronta)', '(?:meu|minha) (?:microfone|conexão|áudio|câmera|tela)',
    'faz sentido', 'ficou claro', '(?:quer|aceita) (?:um |uma )?(?:café|água|chá)', '(?:pode|poderia) repetir',
  ]),
  tagQuestion: tagged(['né', 'não é', 'certo', 'ok', 'okay', 'tá', 'não', 'verdade', 'concorda', 'não acha', 'sim', 'tá bom', 'beleza']),
  exclamation: startsWith([], ['que (?:bom|legal|ótimo|interessante|bacana|massa|incrível)', 'como é bom']),
  rhetorical: wholly(['e', 'mas'], ['quem sabe', 'vai saber']),
  questionLeadIn: /(?:o que (?:eu )?(?:gostaria|queria|quero) de (?:saber|perguntar)(?: é)?|(?:minha|a) (?:próxima|primeira|última|outra) pergunta(?: para você)? (?:é|seria))$/u,
  unfinishedEnd: endsWith(['e', 'mas', 'ou', 'porque', 'o', 'os', 'as', 'um', 'uma']),
  clauseNotQuestion: /^(?:(?:e|mas|então) )*(?:como (?:eu )?(?:disse|falei|mencionei)|como (?:você )?sabe|o que (?:a gente|nós) (?:faz|fazemos|busca|buscamos|procuramos)|quando (?:eu|a gente|nós)(?= |$)|que (?:bom|legal))/u,
  topicOpener: startsWith(['então', 'bom', 'bem', 'agora', 'ok', 'okay', 'certo', 'perfeito'], ['vamos falar', 'falemos', 'vamos passar', 'passando', 'mudando de assunto', 'vamos para', 'agora vamos']),
  backReference: hasPhrase(['isso', 'isto', 'aquilo', 'o resultado', 'depois', 'depois disso', 'então', 'o que aconteceu', 'com isso', 'lidou', 'resolveu', 'aprendeu']),
  opensTopic: startsWith(['e', 'então', 'agora', 'por favor'], [...PROMPT_VERBS, 'descreva', 'explique', 'conte', 'fale', 'compartilhe', 'vamos falar']),
  followUp: /^(?:(?:e|mas|então) )*(?:(?:por quê|porquê|por que|como assim)(?: não)?$|e se(?= |$)|o que aconteceria se|e (?:depois|aí)(?= |$))/u,
  shortWords: 4,
  plural: /(?:es|s)$/u,
  kinds: [
    ['behavioural', /(?:uma (?:vez|situação|ocasião) em que|um exemplo|conflito|desacordo|erro|fracasso|falhou|mais difícil|maior desafio|orgulho|orgulhoso|orgulhosa|pressão|prazo apertado|como (?:você )?(?:lidou|resolveu|reagiu))/u],
    ['situational', /(?:o que (?:você )?faria|como (?:você )?(?:faria|lidaria|abordaria|priorizaria)|imagine|suponha|se você (?:fosse|tivesse))/u],
    ['motivation', /(?:por que (?:você )?(?:quer|escolheu|saiu|se candidatou)|o que (?:te|o|a) motiva|onde (?:você )?se vê|pretensão salarial|expectativa salarial)/u],
    ['background', /(?:sobre você|de você mesmo|sua trajetória|seu currículo|apresente se|se apresente|pontos fortes|pontos fracos|qualidades|defeitos)/u],
  ],
};
