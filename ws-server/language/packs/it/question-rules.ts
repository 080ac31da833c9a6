// Italian. Yes/no questions are told by intonation, so without a question mark they count when
// they open the way interviewers ask ("Ha mai…", "Potrebbe…").
import { either, endsWith, hasPhrase, startsWith, tagged, wholly, words, type QuestionRules } from '../../../questions/question-rules';

const LEAD = ['e', 'allora', 'quindi', 'bene', 'molto bene', 'ok', 'okay', 'ora', 'adesso', 'perfetto', 'grazie', 'ma', 'dunque', 'benissimo'];

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:e+h+m*|e+m+|m+h*m+|cioè)(?= |$)/gu,
  bareWhy: wholly(['e', 'ma'], ['perché', 'come mai', 'perché no', 'perché mai', 'per quale motivo']),
  whQuestion: startsWith(LEAD, ['che', 'cosa', 'che cosa', 'perché', 'come', 'quando', 'dove', 'quale', 'quali', 'qual è', "qual'è", 'chi', 'quanto', 'quanti', 'quanta', 'quante', '(?:in|di|con|per|a|da|su) (?:che|quale|quali|chi|cosa)']),
  yesNoQuestion: startsWith(LEAD, ['(?:lei |tu )?(?:ha|hai) (?:mai|già|lavorato|usato|gestito|guidato)', '(?:lei |tu )?(?:può|puoi|potrebbe|potresti|saprebbe|sapresti) (?:parlarmi|raccontarmi|spiegarmi|descrivermi|dirmi|darmi|farmi)', 'le è mai', 'ti è mai', 'conosce', 'conosci']),
  prompts: either(
    hasPhrase(['mi parli', 'mi parla', 'parlami', 'ci parli', 'mi racconti', 'raccontami', 'ci racconti', 'mi descriva', 'descrivimi', 'mi spieghi', 'spiegami', 'mi dia un esempio', 'mi faccia un esempio', 'fammi un esempio', 'si presenti', 'presentati', 'mi dica', 'dimmi', 'vorrei sapere', 'mi piacerebbe sapere', 'mi interessa sapere', 'sono curioso', 'sono curiosa']),
    startsWith(['e', 'ora', 'adesso', 'allora'], ['descriva', 'descrivi', 'spieghi', 'spiega', 'racconti', 'racconta']),
  ),
  smallTalk: hasPhrase(['mi (?:sente|senti|vede|vedi)(?: bene)?', 'come (?:sta|stai)(?: oggi)?$', 'come va', 'tutto bene', '(?:iniziamo|cominciamo)', '(?:possiamo|vogliamo) (?:iniziare|cominciare)', '(?:è|sei) pronto', '(?:è|sei) pronta', 'il mio (?:microfono|audio)', 'la mia connessione', 'ha senso', 'è chiaro', '(?:vuole|vuoi) (?:un )?(?:caffè|acqua)']),
  tagQuestion: tagged(['vero', 'giusto', 'no', 'ok', "d'accordo", 'non è vero', 'sì', 'corretto']),
  exclamation: startsWith([], ['che (?:bello|bella|interessante|bravo|brava)', 'come (?:è bello|sono contento)']),
  unfinishedEnd: endsWith(['e', 'ma', 'o', 'perché', 'il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'una']),
  clauseNotQuestion: /^(?:(?:e|ma|allora) )*(?:come (?:ho detto|le dicevo|sa|sai)|quello che (?:facciamo|cerchiamo)|quando (?:io|noi|abbiamo|ho)(?= |$)|che (?:bello|bella))/u,
  topicOpener: startsWith(LEAD, ['parliamo', 'passiamo', 'cambiamo argomento', 'veniamo']),
  backReference: hasPhrase(['questo', 'quello', 'ciò', 'poi', 'dopo', 'il risultato', 'cosa è successo', "cos'è successo", 'allora']),
  opensTopic: startsWith(LEAD, ['mi parli', 'parlami', 'mi racconti', 'raccontami', 'descriva', 'descrivi', 'mi spieghi', 'spiegami', 'si presenti', 'presentati', 'mi dia', 'parliamo']),
  followUp: /^(?:(?:e|ma) )*(?:(?:perché|come mai)(?: no)?$|e se(?= |$)|cosa succederebbe se|e poi(?= |$))/u,
  shortWords: 4,
  plural: /(?:i|e)$/u,
};
