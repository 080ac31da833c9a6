import type { FeedbackMessages } from '../../../feedback/messages/feedback-messages';

const list = (items: readonly string[], conjunction: 'and' | 'or') =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction === 'and' ? 'et' : 'ou'} ${items[items.length - 1]}`;
const per = (unit: 'words' | 'characters') => (unit === 'words' ? 'mots par minute' : 'caractères par minute');
const yourAnswers = (labels: string, plural: boolean) => `${plural ? 'vos réponses aux questions' : 'votre réponse à la question'} ${labels}`;

export const FEEDBACK_MESSAGES: FeedbackMessages = {
  list,
  element: {
    Situation: 'Situation',
    Task: 'Tâche',
    Action: 'Action',
    Result: 'Résultat',
    'opening statement': 'réponse d’entrée',
    'reasoning or steps': 'raisonnement ou étapes',
    'example or trade-off': 'exemple ou compromis',
    conclusion: 'conclusion',
  },
  noAnswer: 'Aucune réponse n’a été captée.',
  nothingToScore: 'Aucune réponse à noter.',
  paceSlow: (rate, min, max, unit) => `${rate} ${per(unit)} : un peu lent ; visez ${min} à ${max}.`,
  paceFast: (rate, min, max, unit) => `${rate} ${per(unit)} : un peu rapide ; visez ${min} à ${max}.`,
  paceComfortable: (rate, unit) => `${rate} ${per(unit)} : un rythme confortable.`,
  paceNotJudged: 'Le débit n’est pas encore noté dans cette langue : la grille n’a pas sa plage habituelle.',
  fillers: (count, perMinute) => `${count} mots de remplissage${perMinute !== null ? ` (${perMinute} par minute)` : ''} : marquez une pause au lieu de dire « euh » ou « du coup ».`,
  tooShort: 'Trop court : donnez assez à l’auditeur pour juger (visez une à deux minutes).',
  tooLong: 'Plus de trois minutes : allez à l’essentiel.',
  tieToJob: 'Reliez la réponse au poste : reprenez les compétences que demande l’offre.',
  stayOnQuestion: 'Restez sur la question : répondez à ce qui a été demandé, avec ses propres mots.',
  onTopic: 'Dans le sujet.',
  noNumbers: 'Aucun chiffre : dites combien, en quelle quantité ou en combien de temps.',
  noTools: 'Nommez les outils, technologies ou méthodes utilisés.',
  noOutcome: 'Dites ce qui s’est amélioré grâce à vous.',
  specific: 'Précis : des chiffres, des outils nommés et des résultats.',
  starComplete: 'Structure STAR claire, avec le plus de temps consacré à l’Action.',
  starActionShort: 'Les quatre parties de STAR sont là ; consacrez plus de temps à l’Action.',
  starMissing: (names, noResult) => `STAR : il manque ${names}${noResult ? ' ; terminez par ce qui a changé grâce à vous' : ''}.`,
  spendLongerOnAction: 'Attardez-vous davantage sur ce que vous avez fait (l’Action).',
  reasonedComplete: 'Forme claire : une réponse d’entrée, un raisonnement, un exemple ou un compromis, et une conclusion.',
  reasonedMissing: (names) => `Structure : il manque ${names}.`,
  structureNotJudged: 'La structure n’est pas encore notée dans cette langue : la grille n’a pas ses expressions repères.',

  questionLabel: (i) => `Q${i + 1}`,
  nothingCaptured: [
    'Captez vos propres mots : écoutez l’onglet et le micro pour que le bilan puisse noter vos réponses.',
    'Répétez à voix haute dans Entraînement : chaque réponse reçoit une note sur 10 avec ses raisons.',
    'Préparez trois histoires au format STAR (Situation, Tâche, Action, Résultat), chacune avec un chiffre dans le Résultat.',
  ],
  starAdvice: {
    Result: 'terminez par ce qui a changé grâce à vous, idéalement avec un chiffre',
    Action: 'dites ce que vous avez fait vous-même, étape par étape',
    Task: 'dites de quoi vous étiez responsable',
    Situation: 'commencez par une ou deux phrases de contexte',
    'opening statement': 'répondez dès la première phrase, puis expliquez',
    'reasoning or steps': 'déroulez votre raisonnement étape par étape (« d’abord… ensuite… »)',
    'example or trade-off': 'donnez un exemple ou nommez un compromis',
    conclusion: 'concluez en une phrase',
  },
  missingClause: (labels, plural, missing) => `${yourAnswers(labels, plural)} n’${plural ? 'avaient' : 'avait'} pas de ${missing}`,
  structureFinding: (star, clauses, advice) => `${star ? 'Utilisez la structure STAR' : 'Structurez vos réponses techniques'} : ${clauses.join(' ; ')}. La prochaine fois, ${advice}.`,
  beSpecific: (labels, plural) => `Soyez précis : ${yourAnswers(labels, plural)} contenai${plural ? 'ent' : 't'} peu de chiffres ou d’outils nommés ; dites combien, en quelle quantité et avec quoi.`,
  answerTheQuestion: (labels, plural) => `Répondez à la question posée : ${yourAnswers(labels, plural)} s’en ${plural ? 'sont éloignées' : 'est éloignée'} ; reprenez ses mots clés et reliez-les au poste.`,
  pickUpPace: (rate, min, max, unit) => `Accélérez un peu : vous étiez en moyenne à ${rate} ${per(unit)} ; visez ${min} à ${max}.`,
  slowDown: (rate, min, max, unit) => `Ralentissez : vous étiez en moyenne à ${rate} ${per(unit)} ; visez ${min} à ${max} et marquez des pauses entre les idées.`,
  cutFillers: (count, perMinute) =>
    `Réduisez les mots de remplissage : ${count} au total${perMinute !== null ? ` (${perMinute} par minute)` : ''} ; marquez une pause silencieuse au lieu de dire « euh », « du coup » ou « en fait ».`,
  sayMore: (labels, plural, minUnits, unit, minSeconds) =>
    `Développez : ${yourAnswers(labels, plural)} fai${plural ? 'saient' : 'sait'} moins de ${minUnits} ${unit === 'words' ? 'mots' : 'caractères'} ou ${minSeconds} secondes ; visez une à deux minutes.`,
  tighten: (labels, plural) => `Resserrez : ${yourAnswers(labels, plural)} ${plural ? 'ont' : 'a'} dépassé trois minutes ; commencez par l’essentiel et coupez le contexte.`,
  practiseAgain: (label, question, score) => `Retravaillez ${label} (« ${question} ») : elle a obtenu ${score}/10, votre note la plus basse.`,
  prepareNumbers: 'Préparez deux chiffres pour chacune de vos meilleures histoires (temps gagné, argent, utilisateurs, pourcentages) pour qu’ils vous viennent sous pression.',
  recordDaily: 'Enregistrez une réponse par jour et réécoutez-la en prêtant attention au débit et aux mots de remplissage.',
};
