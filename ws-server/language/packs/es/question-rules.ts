// Spanish (Spain and Latin America, usted and tú). Without punctuation, yes/no questions are
// told only by their intonation, so they count when they open with a verb interviewers ask with
// ("¿Ha trabajado…", "¿Podría…"); accents are kept (a recogniser writes "qué" for the question
// word and "que" for the conjunction).
import { either, endsWith, hasPhrase, startsWith, tagged, wholly, words, type QuestionRules } from '../../../questions/question-rules';

const LEAD = ['y', 'entonces', 'bueno', 'vale', 'ahora', 'pues', 'bien', 'muy bien', 'ok', 'okay', 'perfecto', 'oye', 'mire', 'a ver', 'pero', 'de acuerdo', 'y ahora', 'genial', 'gracias'];
const PROMPT_VERBS = [
  'cuénteme', 'cuéntame', 'cuéntenos', 'cuéntanos', 'cuenteme', 'cuentame', 'háblame', 'hábleme', 'háblenos', 'hableme', 'hablame', 'descríbame', 'descríbeme', 'descríbanos', 'describame',
  'explíqueme', 'explícame', 'explíquenos', 'expliqueme', 'dígame', 'dime', 'díganos', 'platíqueme', 'platícame', 'coménteme', 'coméntame', 'guíeme', 'guíame', 'preséntese', 'preséntate',
];

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:e+h+|e+m+|m+h*m+|este|o sea)(?= |$)/gu,
  bareWhy: wholly(['y', 'pero', 'entonces'], ['por qué', 'porqué', 'por qué no', 'cómo así', 'y eso', 'para qué', 'por qué razón']),
  whQuestion: startsWith(LEAD, [
    'qué', 'cómo', 'cuál', 'cuáles', 'cual', 'cuales', 'cuándo', 'dónde', 'adónde', 'quién', 'quiénes', 'quien', 'quienes', 'por qué', 'porqué', 'cuánto', 'cuánta', 'cuántos', 'cuántas',
    '(?:para|de|en|con|a|por|desde|hasta|sobre) (?:qué|quién|quiénes|cuál|cuáles|cuánto|cuántos|dónde)', 'y usted qué', 'y tú qué',
  ]),
  yesNoQuestion: startsWith(LEAD, [
    '(?:usted |tú )?(?:ha|has|había|habías) (?:usted |tú )?(?:alguna vez |ya )?(?:trabajado|tenido|usado|utilizado|liderado|hecho|gestionado|participado|pensado|considerado|dirigido|enfrentado|vivido|manejado)',
    '(?:usted |tú )?(?:puede|podría|puedes|podrías|sabría|sabrías|quisiera|quisieras) (?:usted |tú )?(?:contar|contarme|contarnos|explicar|explicarme|describir|describirme|dar|darme|darnos|hablar|hablarme|decir|decirme|compartir|mencionar|poner|dar un ejemplo)',
    '(?:usted |tú )?(?:tiene|tienes) (?:experiencia|alguna|algún)', '(?:usted |tú )?(?:conoce|conoces|sabe|sabes|prefiere|prefieres|se siente|te sientes|está familiarizado|estás familiarizado)',
    '(?:le|te) (?:gustaría|interesa|parece|resulta)', 'alguna vez',
  ]),
  prompts: either(
    hasPhrase([
      ...PROMPT_VERBS, '(?:deme|dame|denos) un ejemplo', 'me gustaría (?:saber|escuchar|entender|conocer|que)', 'quisiera (?:saber|escuchar|entender|conocer)', 'quería saber', 'me interesa (?:saber|conocer)',
      'me da curiosidad', 'y qué (?:hay|tal) de', 'qué me (?:puede|puedes) decir',
    ]),
    startsWith(['y', 'ahora', 'bueno', 'entonces', 'por favor'], ['describa', 'describe', 'explique', 'explica', 'comparta', 'comparte', 'mencione', 'menciona', 'dé un ejemplo', 'de un ejemplo']),
  ),
  smallTalk: hasPhrase([
    '(?:me|nos) (?:escucha|escuchas|escuchan|oye|oyes|oyen|ve|ves)(?: bien)?', 'se (?:me )?(?:escucha|oye|ve) bien', 'cómo (?:está|estás|están)(?: usted| tú| hoy| todo)*$', 'cómo (?:le|te|les) (?:va|ha ido)', 'cómo va todo',
    'qué tal(?: está| estás| todo| el día| su día| tu día| la semana| el fin de semana| el viaje)?$', '(?:empezamos|comenzamos|arrancamos)', '(?:podemos|quiere|quieres|le parece|te parece) (?:empezar|comenzar|arrancar)',
    '(?:está|estás) (?:listo|lista|preparado|preparada)', 'tiene sentido', 'me explico', 'se entiende', '(?:puede|puedes|podría|podrías) repetir', '(?:quiere|quieres|desea) (?:un |una |algo de )?(?:café|agua|té)',
    'mi (?:micrófono|audio|cámara|conexión|pantalla)', '(?:le|te) parece bien', 'está todo bien', 'está bien así',
  ]),
  tagQuestion: tagged(['verdad', 'no', 'cierto', 'vale', 'sí', 'ok', 'okay', 'eh', 'no es así', 'no cree', 'no crees', 'me explico', 'de acuerdo', 'correcto']),
  exclamation: startsWith([], ['qué (?:bien|bueno|buena|interesante|genial|bonito|padre|curioso|increíble)', 'cómo no']),
  rhetorical: wholly(['y', 'pero', 'bueno'], ['quién sabe', 'a quién le importa']),
  questionLeadIn: /(?:lo que (?:me gustaría|quisiera|quiero|quería) (?:saber|preguntar|preguntarle|preguntarte)(?: es)?|(?:mi|la) (?:siguiente|próxima|primera|última|otra) pregunta(?: para usted| para ti)? (?:es|sería))$/u,
  unfinishedEnd: endsWith(['y', 'pero', 'o', 'porque', 'el', 'la', 'los', 'las', 'un', 'una']),
  clauseNotQuestion: /^(?:(?:y|pero|bueno) )*(?:como (?:le|te|les|ya) (?:dije|comenté|mencioné)|lo que (?:hacemos|buscamos|queremos|necesitamos))/u,
  topicOpener: startsWith(['bueno', 'bien', 'ahora', 'ok', 'okay', 'vale', 'perfecto', 'y'], ['hablemos', 'pasemos', 'vamos a hablar', 'cambiemos de tema', 'pasando a', 'sigamos con']),
  backReference: hasPhrase(['lo', 'eso', 'esto', 'ello', 'aquello', 'después', 'luego', 'entonces', 'el resultado', 'qué pasó', 'qué sucedió']),
  opensTopic: startsWith(['y', 'ahora', 'bueno', 'entonces', 'por favor'], [...PROMPT_VERBS, 'describa', 'describe', 'explique', 'deme', 'dame', 'hablemos', 'comparta']),
  followUp: /^(?:(?:y|pero|entonces) )*(?:(?:por qué|porqué|cómo así|para qué)(?: no| fue eso| razón)?$|qué (?:pasaría|pasa|harías|haría|hubiera pasado) si(?= |$)|(?:y )?(?:luego|después) qué|y (?:luego|después)(?= |$))/u,
  shortWords: 4,
  plural: /(?:es|s)$/u,
  kinds: [
    ['behavioural', /(?:una (?:vez|situación|ocasión|experiencia) (?:en (?:la|que)|donde|cuando)|un ejemplo|conflicto|desacuerdo|error|fracaso|fracasó|lo más difícil|más difícil|orgullo|orgulloso|orgullosa|presión|plazo|cómo (?:manejó|manejaste|resolvió|resolviste|afrontó|gestionó))/u],
    ['situational', /(?:qué haría|qué harías|cómo (?:haría|harías|manejaría|manejarías|abordaría|priorizaría)|imagine|imagina|suponga|supongamos|si usted (?:fuera|tuviera))/u],
    ['motivation', /(?:por qué (?:quiere|quieres|le interesa|te interesa|eligió|dejó|busca)|qué (?:le|te) motiva|dónde se ve|dónde te ves|expectativas|salario)/u],
    ['background', /(?:sobre (?:usted|ti) mismo|de (?:usted|ti) mismo|su trayectoria|tu trayectoria|preséntese|preséntate|fortalezas?|debilidad(?:es)?)/u],
  ],
};
