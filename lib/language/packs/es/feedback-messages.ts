import type { FeedbackMessages } from '../../../feedback/messages/feedback-messages';

const list = (items: readonly string[], conjunction: 'and' | 'or') =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction === 'and' ? 'y' : 'o'} ${items[items.length - 1]}`;
const per = (unit: 'words' | 'characters') => (unit === 'words' ? 'palabras por minuto' : 'caracteres por minuto');
const yourAnswers = (labels: string, plural: boolean) => `${plural ? 'tus respuestas a' : 'tu respuesta a'} ${labels}`;

export const FEEDBACK_MESSAGES: FeedbackMessages = {
  list,
  element: {
    Situation: 'Situación',
    Task: 'Tarea',
    Action: 'Acción',
    Result: 'Resultado',
    'opening statement': 'respuesta inicial',
    'reasoning or steps': 'razonamiento o pasos',
    'example or trade-off': 'ejemplo o compromiso',
    conclusion: 'conclusión',
  },
  noAnswer: 'No se captó ninguna respuesta.',
  nothingToScore: 'No hay respuesta que puntuar.',
  paceSlow: (rate, min, max, unit) => `${rate} ${per(unit)}: un poco lento; apunta a ${min}–${max}.`,
  paceFast: (rate, min, max, unit) => `${rate} ${per(unit)}: un poco rápido; apunta a ${min}–${max}.`,
  paceComfortable: (rate, unit) => `${rate} ${per(unit)}: un ritmo cómodo.`,
  paceNotJudged: 'El ritmo no se puntúa en este idioma todavía: la rúbrica no tiene su rango habitual.',
  fillers: (count, perMinute) => `${count} muletillas${perMinute !== null ? ` (${perMinute} por minuto)` : ''}: haz una pausa en lugar de decir «eh» o «o sea».`,
  tooShort: 'Demasiado corta: da a quien escucha lo suficiente para valorarla (apunta a uno o dos minutos).',
  tooLong: 'Más de tres minutos: quédate con lo esencial.',
  tieToJob: 'Relaciona la respuesta con el puesto: usa las competencias que pide la oferta.',
  stayOnQuestion: 'Céntrate en la pregunta: responde a lo que se preguntó, con sus propias palabras.',
  onTopic: 'Centrada en la pregunta.',
  noNumbers: 'Sin cifras: di cuánto, cuántos o en cuánto tiempo.',
  noTools: 'Nombra las herramientas, tecnologías o métodos que usaste.',
  noOutcome: 'Di qué mejoró como resultado.',
  specific: 'Concreta: cifras, herramientas con nombre y resultados.',
  starComplete: 'Estructura STAR clara, con la mayor parte del tiempo en la Acción.',
  starActionShort: 'Están las cuatro partes de STAR; dedica más tiempo a la Acción.',
  starMissing: (names, noResult) => `STAR: falta ${names}${noResult ? ': termina con lo que cambió gracias a lo que hiciste' : ''}.`,
  spendLongerOnAction: 'Dedica más tiempo a lo que hiciste tú (la Acción).',
  reasonedComplete: 'Forma clara: una respuesta inicial, razonamiento, un ejemplo o compromiso y una conclusión.',
  reasonedMissing: (names) => `Estructura: falta ${names}.`,
  structureNotJudged: 'La estructura no se puntúa en este idioma todavía: la rúbrica no tiene sus expresiones clave.',

  questionLabel: (i) => `P${i + 1}`,
  nothingCaptured: [
    'Captura tus propias palabras: escucha la pestaña y el micrófono para que el resumen pueda puntuar tus respuestas.',
    'Ensaya en voz alta en Práctica: cada respuesta recibe una nota sobre 10 con sus motivos.',
    'Prepara tres historias con la forma STAR (Situación, Tarea, Acción, Resultado), cada una con una cifra en el Resultado.',
  ],
  starAdvice: {
    Result: 'termina con lo que cambió gracias a lo que hiciste, a ser posible con una cifra',
    Action: 'cuenta lo que hiciste tú, paso a paso',
    Task: 'di de qué eras responsable',
    Situation: 'empieza con una o dos frases de contexto',
    'opening statement': 'responde en la primera frase y luego explica',
    'reasoning or steps': 'explica tu razonamiento paso a paso («primero… luego…»)',
    'example or trade-off': 'pon un ejemplo o nombra un compromiso',
    conclusion: 'cierra con una conclusión de una línea',
  },
  missingClause: (labels, plural, missing) => `a ${yourAnswers(labels, plural)} le${plural ? 's' : ''} faltó ${missing}`,
  structureFinding: (star, clauses, advice) => `${star ? 'Usa la estructura STAR' : 'Da forma a las respuestas técnicas'}: ${clauses.join('; ')}. La próxima vez, ${advice}.`,
  beSpecific: (labels, plural) => `Sé concreto: ${yourAnswers(labels, plural)} tenía${plural ? 'n' : ''} pocas cifras o herramientas con nombre; di cuánto, cuántos y con qué.`,
  answerTheQuestion: (labels, plural) => `Responde a lo que se pregunta: ${yourAnswers(labels, plural)} se desvi${plural ? 'aron' : 'ó'}; repite sus palabras clave y relaciónalas con el puesto.`,
  pickUpPace: (rate, min, max, unit) => `Sube el ritmo: tu media fue de ${rate} ${per(unit)}; apunta a ${min}–${max}.`,
  slowDown: (rate, min, max, unit) => `Ve más despacio: tu media fue de ${rate} ${per(unit)}; apunta a ${min}–${max} y haz pausas entre ideas.`,
  cutFillers: (count, perMinute) =>
    `Reduce las muletillas: ${count} en total${perMinute !== null ? ` (${perMinute} por minuto)` : ''}; haz una pausa en silencio en lugar de decir «eh», «este» u «o sea».`,
  sayMore: (labels, plural, minUnits, unit, minSeconds) =>
    `Desarrolla más: ${yourAnswers(labels, plural)} no lleg${plural ? 'aron' : 'ó'} a ${minUnits} ${unit === 'words' ? 'palabras' : 'caracteres'} o ${minSeconds} segundos; apunta a uno o dos minutos.`,
  tighten: (labels, plural) => `Sé más breve: ${yourAnswers(labels, plural)} pas${plural ? 'aron' : 'ó'} de tres minutos; empieza por lo importante y recorta el contexto.`,
  practiseAgain: (label, question, score) => `Vuelve a practicar la ${label} («${question}»): obtuvo ${score}/10, tu nota más baja.`,
  prepareNumbers: 'Prepara dos cifras para cada una de tus mejores historias (tiempo ahorrado, dinero, usuarios, porcentajes) para que te vengan a la mente bajo presión.',
  recordDaily: 'Graba una respuesta al día y escúchala atento al ritmo y a las muletillas.',
};
