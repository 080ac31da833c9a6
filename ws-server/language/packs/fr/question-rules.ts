// French. Hyphens are gone by the time patterns read the text, so "avez-vous" is "avez vous"
// and "est-ce que" is "est ce que"; inversion and "est-ce que" ask without a question mark.
import { either, endsWith, hasPhrase, startsWith, tagged, wholly, words, type QuestionRules } from '../../../questions/question-rules';

const LEAD = ['et', 'alors', 'donc', 'bon', 'bien', 'très bien', 'ok', 'okay', "d'accord", 'maintenant', 'mais', 'parfait', 'merci', 'super', 'ensuite', 'puis'];
const INVERTED = [
  'avez', 'êtes', 'pouvez', 'pourriez', 'voulez', 'voudriez', 'auriez', 'seriez', 'connaissez', 'savez', 'aimez', 'préférez', 'faites', 'utilisez', 'travaillez', 'diriez', 'feriez', 'pensez', 'trouvez',
  'as', 'es', 'peux', 'pourrais', 'veux', 'sais', 'connais', 'aurais', 'serais', 'ferais', 'penses', 'a t', 'y a t', 'est', 'était', 'sont', 'étaient',
];
const PROMPT_VERBS = [
  'parlez moi', 'parlez nous', 'parle moi', 'parle nous', 'racontez moi', 'racontez nous', 'raconte moi', 'décrivez moi', 'décrivez nous', 'décris moi', 'expliquez moi', 'expliquez nous', 'explique moi',
  'dites moi', 'dites nous', 'dis moi', 'présentez vous', 'présente toi', 'donnez moi', 'donnez nous', 'donne moi', 'guidez moi', 'montrez moi',
];

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:e+u+h+|e+u+|h+u+m+|h+m+|m+h*m+|ben|bah)(?= |$)/gu,
  bareWhy: wholly(['et', 'mais', 'alors'], ['pourquoi', 'pourquoi pas', 'pourquoi ça', 'pourquoi donc', 'comment ça', 'pour quelle raison']),
  whQuestion: startsWith(LEAD, [
    'pourquoi', 'comment', 'quand', 'où', 'quel', 'quelle', 'quels', 'quelles', 'qui', 'combien', 'lequel', 'laquelle', 'lesquels', 'lesquelles', "qu'est ce", "qu'avez", "qu'est", "qu'", 'quoi',
    'que (?:pensez|feriez|faites|avez|diriez|savez|aimez|retenez|recherchez|attendez)', '(?:à|de|dans|sur|pour|avec|par|en|chez) (?:quel|quelle|quels|quelles|qui|quoi)', 'en quoi',
  ]),
  yesNoQuestion: either(
    startsWith(LEAD, [`(?:${INVERTED.join('|')}) (?:vous|tu|il|elle|on|ils|elles|nous)`]),
    hasPhrase(['est ce que', 'est ce qu']),
  ),
  prompts: either(
    hasPhrase([
      ...PROMPT_VERBS, "j'aimerais (?:savoir|comprendre|entendre|connaître|que vous)", 'je voudrais (?:savoir|comprendre|entendre|connaître|que vous)', 'je suis curieux', 'je suis curieuse',
      "qu'en est il", 'et (?:pour|concernant) (?:votre|ton|ta|vos|tes)', 'pouvez vous', 'pourriez vous', 'peux tu', 'pourrais tu',
    ]),
    startsWith(['et', 'maintenant', 'alors', 'donc', "s'il vous plaît"], ['décrivez', 'décris', 'expliquez', 'explique', 'citez', 'cite', 'donnez', 'comparez', 'racontez', 'parlez']),
  ),
  smallTalk: hasPhrase([
    "(?:vous|tu) m'(?:entendez|entends|voyez|vois)", "on m'entend", "vous me (?:voyez|entendez)", "est ce que (?:vous|tu) m'(?:entendez|entends)", 'comment (?:allez vous|vas tu|ça va)', 'ça va',
    '(?:on|nous) (?:commence|peut commencer|pouvons commencer|y va)', 'on peut y aller', '(?:êtes vous|es tu) (?:prêt|prête|prêts)', '(?:mon|ma) (?:micro|connexion|écran|caméra|son)',
    "(?:ça|cela) (?:vous|te) (?:va|convient)", "c'est (?:clair|bon pour vous)", 'est ce clair', '(?:vous voulez|voulez vous|tu veux) (?:un |une |de l\')?(?:café|eau|verre|thé)', '(?:pouvez vous|peux tu) répéter',
  ]),
  tagQuestion: tagged(["n'est[- ]ce pas", 'non', 'hein', "d'accord", 'ok', 'okay', 'pas vrai', 'vrai', "c'est ça", 'oui', 'correct']),
  exclamation: startsWith([], ["quel(?:le)? (?:belle|beau|bonne|super|excellente?|intéressante?)", "comme c'est", "que c'est"]),
  rhetorical: wholly(['et', 'mais'], ['qui sait', 'qui sait vraiment']),
  questionLeadIn: /(?:ce que (?:j'aimerais|je voudrais|je veux|j'aurais aimé) (?:savoir|demander|comprendre)(?: c'est)?|(?:ma|la) (?:prochaine|première|dernière|question suivante|autre) question(?: pour vous)?(?: c'est| est| serait)?)$/u,
  unfinishedEnd: endsWith(['et', 'mais', 'ou', 'parce que', 'car', 'le', 'la', 'les', 'un', 'une', 'des']),
  clauseNotQuestion: /^(?:(?:et|donc|mais|alors) )*(?:(?:comme|ce que|quand|comment|où) (?:je|nous|on|j'\p{L}*)(?= |$)|comme (?:je vous l'ai dit|vous le savez|vous savez|je disais))/u,
  topicOpener: startsWith(['alors', 'bon', 'bien', 'ok', 'okay', 'maintenant', 'très bien', 'parfait'], ['parlons', 'passons', 'abordons', 'changeons de sujet', 'venons en', 'revenons']),
  backReference: hasPhrase(['cela', 'ça', 'ceci', 'ensuite', 'après ça', 'après cela', 'le résultat', "qu'est ce qui s'est passé", "l'avez", "l'as", 'les avez', 'y avez', 'en avez', "l'aviez"]),
  opensTopic: startsWith(['et', 'alors', 'maintenant', 'donc'], [...PROMPT_VERBS, 'parlez', 'parle', 'racontez', 'décrivez', 'expliquez', 'donnez', 'parlons', 'citez']),
  followUp: /^(?:(?:et|mais|alors) )*(?:(?:pourquoi|comment ça)(?: pas| ça| donc)?$|et si(?= |$)|que se passerait il si|et (?:ensuite|après)(?= |$))/u,
  shortWords: 4,
  plural: /(?:s|x)$/u,
  kinds: [
    ['behavioural', /(?:une (?:fois|situation|occasion) où|un exemple|conflit|désaccord|erreur|échec|le plus difficile|plus grand défi|fier|fière|pression|délai serré|comment (?:avez vous|as tu) (?:géré|résolu|réagi))/u],
    ['situational', /(?:que feriez vous|comment feriez vous|imaginez|supposons|si vous (?:étiez|aviez))/u],
    ['motivation', /(?:pourquoi (?:voulez vous|souhaitez vous|avez vous choisi|ce poste|notre entreprise)|qu'est ce qui vous motive|où vous voyez vous|prétentions salariales)/u],
    ['background', /(?:parlez moi de vous|présentez vous|votre parcours|votre cv|qualités?|défauts?|points forts|points faibles)/u],
  ],
};
