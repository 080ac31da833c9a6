import { wordSet, phrases, type FeedbackLanguage } from '../../../feedback/rubric/feedback-language';
import { leadInTopic } from '../../../feedback/rubric/lead-in-topic';
import { phraseFillers } from '../../../feedback/rubric/phrase-fillers';
import { suffixStem } from '../../../feedback/rubric/suffix-stem';
import { STOP_WORDS } from './stop-words';

// Portuguese (Brazil and Portugal alike).
export const RUBRIC: FeedbackLanguage = {
  code: 'pt',
  countFillers: phraseFillers({
    always: ['é…', 'éé', 'ééé', 'hum', 'hmm', 'ahn', 'uhm', 'tipo assim', 'sabe como é'],
    atPause: ['tipo', 'né', 'então', 'é', 'assim', 'bom', 'sabe', 'enfim', 'aí', 'olha'],
  }),
  stopWords: STOP_WORDS.rubric,
  stem: suffixStem({ suffixes: ['ações', 'ação', 'amente', 'mente', 'idades', 'idade', 'ando', 'endo', 'indo', 'ados', 'idos', 'adas', 'idas', 'ado', 'ido', 'ada', 'ida', 'ões', 'ão', 'ar', 'er', 'ir', 'es', 'os', 'as', 's', 'o', 'a', 'e'], foldAccents: true }),
  clauseJoins: ['então', 'depois', 'mas', 'aí', 'e então', 'e aí'],
  star: {
    Situation: phrases(['quando (eu )?(estava|trabalhava)', 'no meu (último|antigo|atual|primeiro) (emprego|trabalho|cargo|time)', 'na minha (última|antiga|atual) (empresa|equipe|função)', 'na empresa', 'há (alguns|dois|três|uns) (anos|meses)', 'no ano passado', 'a situação', 'o contexto', 'estávamos', 'tínhamos um', 'havia um', 'trabalhava (na|no|como|em)']),
    Task: phrases(['minha (tarefa|meta|responsabilidade|função|missão) (era|foi)', 'meu (objetivo|papel|desafio) (era|foi)', 'eu precisava', 'precisávamos', 'tinha que', 'tinha de', 'tínhamos que', 'me pediram', 'o (objetivo|desafio|problema) era', 'eu era responsável', 'fiquei responsável']),
    Action: phrases(['(então|primeiro|depois|aí) (eu )?\\p{L}+(ei|i)', 'decidi', 'comecei', 'organizei', 'conversei', 'falei', 'propus', 'criei', 'implementei', 'desenhei', 'analisei', 'preparei', 'coordenei', 'reuni', 'escrevi', 'automatizei', 'negociei', 'apresentei', 'liderei', 'dividi', 'revisei', 'investiguei', 'montei', 'minha abordagem']),
    Result: phrases(['como resultado', 'o resultado', 'no fim', 'no final', 'por fim', 'graças a isso', 'conseguimos', 'reduzimos', 'aumentamos', 'melhoramos', 'economizamos', 'lançamos', 'entregamos', 'caiu', 'aumentou', 'melhorou', 'subiu', 'aprendi', 'desde então', '\\d+ ?(%|por cento)']),
  },
  reasoned: {
    opening: phrases(['é', 'são', 'significa', 'eu (faria|usaria|escolheria)', 'resumindo', 'basicamente', 'depende', 'minha abordagem', 'existem (duas|dois|três|várias)']),
    reasoning: phrases(['primeiro', 'segundo', 'depois', 'em seguida', 'por fim', 'porque', 'já que', 'para que', 'por isso', 'o motivo', 'passo', 'senão']),
    example: phrases(['por exemplo', 'imagine', 'no meu (último|antigo|atual) (emprego|trabalho|projeto)', 'em compensação', 'no entanto', 'por outro lado', 'a desvantagem', 'a vantagem', 'em comparação', 'mas']),
    conclusion: phrases(['resumindo', 'em resumo', 'em conclusão', 'no fim', 'por isso', 'então eu (escolheria|faria|usaria)', 'no geral', 'o importante é']),
  },
  pace: { unit: 'words', best: { min: 125, max: 170 }, worst: { min: 60, max: 255 } },
  minUnits: 40,
  numberWords: wordSet(`dois duas três quatro cinco seis sete oito nove dez onze doze quinze vinte trinta quarenta cinquenta sessenta setenta oitenta noventa cem cento centenas mil milhares milhão milhões metade dobro triplo dúzia`),
  percentWord: /^(cento|porcento|porcentagem|percentagem)$/,
  outcomes: /^(reduz|reduzi|aument|melhor|economiz|lanç|entreg|consegu|dobr|tripl|cresc|caiu|cai|subiu|resolv|automatiz|elimin|ger|super|ganh|aceler|diminu|cort)/,
  names: 'capitalised',
  notNames: wordSet(`eu o a os as um uma e mas então depois nós meu minha nosso isso isto quando se em com para por segunda terça quarta quinta sexta sábado domingo janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro português sim não`),
  topicOf: leadInTopic([
    /^(me conte|conte|conte-me|fale|fale-me|me fale|descreva|me dê|dê)\s+(um exemplo de\s+)?((sobre|de)\s+)?((uma|alguma)\s+)?((vez|situação|ocasião|momento|caso)\s+)?((em que|quando|que)\s+)?/i,
    /^(você )?(precisou|teve que|teve de)\s+/i,
    /^(como|o que|por que|qual|quais|onde)\s+((é|são|você|te)\s+)?/i,
  ]),
  topicGroups: [
    ['conflito', 'desacordo', 'discussão', 'tensão', 'divergência'],
    ['colega', 'equipe', 'equipa', 'time', 'chefe', 'gestor'],
    ['cliente', 'usuário', 'utilizador'],
    ['erro', 'falha', 'fracasso', 'problema'],
    ['prazo', 'pressão', 'urgente', 'prioridade'],
    ['aprender', 'aprendi', 'lição', 'curso', 'treinamento'],
    ['melhorar', 'reduzir', 'aumentar', 'otimizar', 'economizar'],
  ],
};
