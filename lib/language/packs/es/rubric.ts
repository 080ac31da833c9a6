import { wordSet, phrases, type FeedbackLanguage } from '../../../feedback/rubric/feedback-language';
import { leadInTopic } from '../../../feedback/rubric/lead-in-topic';
import { phraseFillers } from '../../../feedback/rubric/phrase-fillers';
import { suffixStem } from '../../../feedback/rubric/suffix-stem';
import { STOP_WORDS } from './stop-words';

// Spanish (Spain and Latin America alike).
export const RUBRIC: FeedbackLanguage = {
  code: 'es',
  countFillers: phraseFillers({
    always: ['eh', 'ehm', 'em', 'mmm', 'hmm', 'o sea', 'digamos', 'en plan'],
    atPause: ['este', 'pues', 'bueno', 'vale', 'entonces', 'sabes', 'tipo', 'como que', 'osea'],
  }),
  stopWords: STOP_WORDS.rubric,
  stem: suffixStem({ suffixes: ['aciones', 'ación', 'amente', 'mente', 'idades', 'idad', 'ando', 'iendo', 'ados', 'idos', 'adas', 'idas', 'ado', 'ido', 'ada', 'ida', 'ar', 'er', 'ir', 'es', 'os', 'as', 's', 'o', 'a', 'e'], foldAccents: true }),
  clauseJoins: ['entonces', 'luego', 'después', 'pero', 'así que', 'y entonces'],
  star: {
    Situation: phrases(['cuando (yo )?(estaba|trabajaba)', 'en mi (anterior|último|actual|primer) (trabajo|empleo|puesto|equipo|empresa)', 'en la empresa', 'hace (unos|dos|tres|varios) (años|meses)', 'el año pasado', 'la situación', 'el contexto', 'estábamos', 'teníamos un', 'había un', 'trabajaba (en|como)']),
    Task: phrases(['mi (tarea|objetivo|responsabilidad|función|reto|papel) (era|fue)', 'tenía que', 'teníamos que', 'necesitábamos', 'me (pidieron|encargaron|tocó)', 'el (objetivo|reto|problema) era', 'era responsable', 'estaba a cargo']),
    Action: phrases(['(así que|entonces|primero|luego|después) (yo )?\\p{L}+(é|í)', 'decidí', 'empecé', 'organicé', 'hablé', 'propuse', 'creé', 'implementé', 'diseñé', 'analicé', 'preparé', 'coordiné', 'reuní', 'escribí', 'automaticé', 'negocié', 'presenté', 'lideré', 'dividí', 'revisé', 'investigué', 'contacté', 'pedí', 'monté', 'armé', 'mi enfoque']),
    Result: phrases(['como resultado', 'el resultado', 'al final', 'finalmente', 'gracias a (eso|esto)', 'logramos', 'conseguimos', 'consiguió', 'redujimos', 'aumentamos', 'mejoramos', 'ahorramos', 'lanzamos', 'entregamos', 'se redujo', 'aumentó', 'mejoró', 'bajó', 'subió', 'aprendí', 'desde entonces', '\\d+ ?(%|por ciento)']),
  },
  reasoned: {
    opening: phrases(['es', 'son', 'significa', 'yo (haría|usaría|elegiría)', 'en resumen', 'básicamente', 'depende', 'mi enfoque', 'hay (dos|tres|varias)']),
    reasoning: phrases(['primero', 'segundo', 'luego', 'después', 'finalmente', 'porque', 'ya que', 'para que', 'por eso', 'el motivo', 'paso', 'de lo contrario']),
    example: phrases(['por ejemplo', 'como por ejemplo', 'imagine', 'imagina', 'en mi (anterior|último|actual) (trabajo|puesto|proyecto)', 'en cambio', 'sin embargo', 'por otro lado', 'la desventaja', 'la ventaja', 'frente a', 'en comparación', 'pero']),
    conclusion: phrases(['en resumen', 'en conclusión', 'en definitiva', 'al final', 'por eso', 'así que (yo )?(elegiría|haría|usaría)', 'en general', 'para resumir', 'lo importante es']),
  },
  // Spanish is spoken in more syllables a second than English, but its words have more of them:
  // a minute holds about as many words, a little more at the top.
  pace: { unit: 'words', best: { min: 125, max: 170 }, worst: { min: 60, max: 255 } },
  minUnits: 40,
  numberWords: wordSet(`dos tres cuatro cinco seis siete ocho nueve diez once doce quince veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa cien ciento cientos mil miles millón millones mitad doble triple docena`),
  percentWord: /^(ciento|porcentaje)$/,
  outcomes: /^(reduj|reduc|aument|mejor|ahorr|lanz|entreg|logr|consegu|duplic|tripl|crec|baj|sub|resolv|automatic|elimin|gener|super|gan|aceler|disminu|recort)/,
  names: 'capitalised',
  notNames: wordSet(`yo el la los las un una y pero entonces luego nosotros mi nuestro eso esto cuando si en con para por lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre español vale sí no`),
  topicOf: leadInTopic([
    /^(cuénteme|cuéntame|cuéntenos|hábleme|háblame|descríbame|descríbeme|describa|explíqueme|deme|dame)\s+(un ejemplo de\s+)?((sobre|de|acerca de)\s+)?((alguna|una)\s+)?((ocasión|vez|situación|momento|caso)\s+)?((en (la|el) que|en que|cuando|que)\s+)?/i,
    /^(tuvo|tuviste|ha tenido|haya tenido) que\s+/i,
    /^(cómo|qué|por qué|cuál|cuáles|dónde)\s+((es|son|le|se|ha|haría|diría)\s+)?/i,
  ]),
  topicGroups: [
    ['conflicto', 'desacuerdo', 'discusión', 'tensión', 'problema'],
    ['compañero', 'colega', 'equipo', 'jefe', 'responsable'],
    ['cliente', 'usuario', 'interesado'],
    ['error', 'fallo', 'fracaso', 'equivocación', 'incidencia'],
    ['plazo', 'presión', 'urgente', 'fecha', 'prioridad'],
    ['aprender', 'aprendí', 'lección', 'formación', 'curso'],
    ['mejorar', 'reducir', 'aumentar', 'optimizar', 'ahorrar'],
  ],
};
