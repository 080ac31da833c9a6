import type { FeedbackMessages } from '../../../feedback/messages/feedback-messages';

const list = (items: readonly string[], conjunction: 'and' | 'or') =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction === 'and' ? 'und' : 'oder'} ${items[items.length - 1]}`;
const per = (unit: 'words' | 'characters') => (unit === 'words' ? 'Wörter pro Minute' : 'Zeichen pro Minute');
const yourAnswers = (labels: string, plural: boolean) => `${plural ? 'Ihren Antworten auf' : 'Ihrer Antwort auf'} ${labels}`;
const yourAnswersNom = (labels: string, plural: boolean) => `${plural ? 'Ihre Antworten auf' : 'Ihre Antwort auf'} ${labels}`;

export const FEEDBACK_MESSAGES: FeedbackMessages = {
  list,
  element: {
    Situation: 'Situation',
    Task: 'Aufgabe',
    Action: 'Handlung',
    Result: 'Ergebnis',
    'opening statement': 'einleitende Antwort',
    'reasoning or steps': 'Begründung oder Schritte',
    'example or trade-off': 'Beispiel oder Abwägung',
    conclusion: 'Fazit',
  },
  noAnswer: 'Es wurde keine Antwort erfasst.',
  nothingToScore: 'Keine Antwort zu bewerten.',
  paceSlow: (rate, min, max, unit) => `${rate} ${per(unit)}: etwas langsam; ideal sind ${min}–${max}.`,
  paceFast: (rate, min, max, unit) => `${rate} ${per(unit)}: etwas schnell; ideal sind ${min}–${max}.`,
  paceComfortable: (rate, unit) => `${rate} ${per(unit)}: ein angenehmes Tempo.`,
  paceNotJudged: 'Das Sprechtempo wird in dieser Sprache noch nicht bewertet: Das Raster kennt ihren üblichen Bereich nicht.',
  fillers: (count, perMinute) => `${count} Füllwörter${perMinute !== null ? ` (${perMinute} pro Minute)` : ''}: Machen Sie lieber eine Pause, statt „äh“ oder „halt“ zu sagen.`,
  tooShort: 'Zu kurz: Geben Sie dem Zuhörer genug, um urteilen zu können (ein bis zwei Minuten).',
  tooLong: 'Über drei Minuten: Beschränken Sie sich auf das Wesentliche.',
  tieToJob: 'Beziehen Sie die Antwort auf die Stelle: Nennen Sie die Fähigkeiten, die die Stellenanzeige verlangt.',
  stayOnQuestion: 'Bleiben Sie bei der Frage: Beantworten Sie, was gefragt wurde, mit ihren eigenen Worten.',
  onTopic: 'Beim Thema.',
  noNumbers: 'Keine Zahlen: Sagen Sie, wie viel, wie viele oder wie schnell.',
  noTools: 'Nennen Sie die Werkzeuge, Technologien oder Methoden, die Sie eingesetzt haben.',
  noOutcome: 'Sagen Sie, was sich dadurch verbessert hat.',
  specific: 'Konkret: Zahlen, benannte Werkzeuge und Ergebnisse.',
  starComplete: 'Klare STAR-Struktur, mit der meisten Zeit für die Handlung.',
  starActionShort: 'Alle vier STAR-Teile sind da; geben Sie der Handlung die meiste Zeit.',
  starMissing: (names, noResult) => `STAR: Es fehlt: ${names}${noResult ? '. Schließen Sie mit dem, was sich durch Ihr Handeln verändert hat' : ''}.`,
  spendLongerOnAction: 'Erzählen Sie ausführlicher, was Sie selbst getan haben (die Handlung).',
  reasonedComplete: 'Klare Form: eine einleitende Antwort, Begründung, ein Beispiel oder eine Abwägung und ein Fazit.',
  reasonedMissing: (names) => `Struktur: Es fehlt: ${names}.`,
  structureNotJudged: 'Die Struktur wird in dieser Sprache noch nicht bewertet: Das Raster kennt ihre Schlüsselwendungen nicht.',

  questionLabel: (i) => `F${i + 1}`,
  nothingCaptured: [
    'Erfassen Sie Ihre eigenen Worte: Hören Sie Tab und Mikrofon mit, damit die Auswertung Ihre Antworten bewerten kann.',
    'Üben Sie laut im Übungsmodus: Jede Antwort bekommt eine Note von 0 bis 10 mit Begründung.',
    'Bereiten Sie drei Geschichten nach STAR vor (Situation, Aufgabe, Handlung, Ergebnis), jede mit einer Zahl im Ergebnis.',
  ],
  starAdvice: {
    Result: 'schließen Sie mit dem, was sich durch Ihr Handeln verändert hat, am besten mit einer Zahl',
    Action: 'sagen Sie Schritt für Schritt, was Sie selbst getan haben',
    Task: 'sagen Sie, wofür Sie verantwortlich waren',
    Situation: 'beginnen Sie mit ein, zwei Sätzen Kontext',
    'opening statement': 'antworten Sie im ersten Satz und erklären Sie dann',
    'reasoning or steps': 'führen Sie Schritt für Schritt durch Ihre Überlegung („zuerst … dann …“)',
    'example or trade-off': 'geben Sie ein Beispiel oder nennen Sie eine Abwägung',
    conclusion: 'schließen Sie mit einem Satz als Fazit',
  },
  missingClause: (labels, plural, missing) => `${yourAnswers(labels, plural)} fehlte: ${missing}`,
  structureFinding: (star, clauses, advice) => `${star ? 'Nutzen Sie die STAR-Struktur' : 'Geben Sie technischen Antworten eine Form'}: ${clauses.join('; ')}. Beim nächsten Mal: ${advice}.`,
  beSpecific: (labels, plural) => `Werden Sie konkret: ${yourAnswersNom(labels, plural)} ${plural ? 'hatten' : 'hatte'} wenige Zahlen oder benannte Werkzeuge; sagen Sie, wie viel, wie viele und womit.`,
  answerTheQuestion: (labels, plural) => `Beantworten Sie die gestellte Frage: ${yourAnswersNom(labels, plural)} ${plural ? 'schweiften' : 'schweifte'} ab; greifen Sie ihre Schlüsselwörter auf und verbinden Sie sie mit der Stelle.`,
  pickUpPace: (rate, min, max, unit) => `Sprechen Sie etwas zügiger: Sie lagen im Schnitt bei ${rate} ${per(unit)}; ideal sind ${min}–${max}.`,
  slowDown: (rate, min, max, unit) => `Sprechen Sie langsamer: Sie lagen im Schnitt bei ${rate} ${per(unit)}; ideal sind ${min}–${max}, mit Pausen zwischen den Punkten.`,
  cutFillers: (count, perMinute) =>
    `Weniger Füllwörter: ${count} insgesamt${perMinute !== null ? ` (${perMinute} pro Minute)` : ''}; machen Sie eine stille Pause, statt „äh“, „also“ oder „halt“ zu sagen.`,
  sayMore: (labels, plural, minUnits, unit, minSeconds) =>
    `Sagen Sie mehr: ${yourAnswersNom(labels, plural)} ${plural ? 'lagen' : 'lag'} unter ${minUnits} ${unit === 'words' ? 'Wörtern' : 'Zeichen'} oder ${minSeconds} Sekunden; ein bis zwei Minuten sind ideal.`,
  tighten: (labels, plural) => `Straffen Sie: ${yourAnswersNom(labels, plural)} ${plural ? 'dauerten' : 'dauerte'} über drei Minuten; beginnen Sie mit dem Kern und kürzen Sie den Hintergrund.`,
  practiseAgain: (label, question, score) => `Üben Sie ${label} noch einmal („${question}“): Sie erhielt ${score}/10, Ihre niedrigste Note.`,
  prepareNumbers: 'Legen Sie sich für jede Ihrer besten Geschichten zwei Zahlen zurecht (eingesparte Zeit, Geld, Nutzer, Prozent), damit sie Ihnen unter Druck einfallen.',
  recordDaily: 'Nehmen Sie täglich eine Antwort auf und hören Sie sie auf Tempo und Füllwörter hin an.',
};
