// German. Yes/no questions open with their verb ("Haben Sie…", "Können Sie…"), which a
// statement never does, so they are found without a question mark; "Sie" is the formal "you"
// and never a back-reference.
import { either, endsWith, hasPhrase, startsWith, tagged, wholly, words, type QuestionRules } from '../../../questions/question-rules';

const LEAD = ['und', 'also', 'gut', 'okay', 'ok', 'jetzt', 'nun', 'dann', 'so', 'aber', 'prima', 'super', 'danke', 'schön', 'sehr gut', 'alles klar'];
const VERB_FIRST = [
  'haben', 'hatten', 'hätten', 'können', 'könnten', 'würden', 'werden', 'sind', 'waren', 'wären', 'kennen', 'wissen', 'möchten', 'wollen', 'dürfen', 'sollten', 'müssen', 'arbeiten', 'nutzen',
  'verwenden', 'machen', 'mögen', 'sehen', 'finden', 'halten', 'denken', 'glauben', 'hast', 'hattest', 'kannst', 'könntest', 'würdest', 'bist', 'warst', 'weißt', 'kennst', 'möchtest', 'gibt', 'gab', 'ist', 'war',
];
// "Erzähle", "erkläre", "beschreibe" are also "I tell, I explain" ("Ich erkläre Ihnen den Ablauf"):
// they ask only at the start of a sentence.
const PROMPT_VERBS = ['erzählen sie', 'erzähl', 'beschreiben sie', 'beschreib', 'erklären sie', 'erklär', 'schildern sie', 'nennen sie', 'stellen sie sich', 'stell dich'];

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:ä+h+m*|ä+m+|e+h+m*|h+m+|m+h*m+)(?= |$)/gu,
  bareWhy: wholly(['und', 'aber', 'also'], ['warum', 'wieso', 'weshalb', 'warum nicht', 'wieso nicht', 'warum das', 'wie das', 'wieso das']),
  whQuestion: startsWith(LEAD, [
    'was', 'warum', 'wieso', 'weshalb', 'wie', 'wann', 'wo', 'woher', 'wohin', 'welche', 'welcher', 'welches', 'welchen', 'welchem', 'wer', 'wen', 'wem', 'wessen', 'womit', 'wofür', 'worüber',
    'wobei', 'woran', 'worauf', 'wodurch', 'inwiefern', 'inwieweit', '(?:an|in|mit|bei|für|von|aus|zu|nach) (?:welche|welcher|welchem|welchen|welches|was|wem|wen)',
  ]),
  yesNoQuestion: startsWith(LEAD, [`(?:${VERB_FIRST.join('|')}) (?:sie|du|ihr|es|man|die|der|das|ein|eine|einen|uns|dir|ihnen|mir|schon|denn|bei)`]),
  prompts: either(
    hasPhrase([
      ...PROMPT_VERBS, 'geben sie (?:mir|uns) ein beispiel', 'gib mir ein beispiel', 'führen sie (?:mich|uns) durch', 'gehen sie (?:mit mir|mit uns) durch', 'mich würde interessieren', 'mich interessiert',
      'ich würde gern(?:e)? (?:wissen|hören|verstehen)', 'ich möchte gern(?:e)? (?:wissen|hören|verstehen)', 'ich möchte (?:wissen|hören|verstehen)', 'was ist mit', 'wie sieht es (?:mit|bei)', 'wie steht es (?:mit|um)',
    ]),
    startsWith(['und', 'jetzt', 'nun', 'bitte'], ['beschreiben', 'erklären', 'erzählen', 'schildern', 'nennen', 'vergleichen', 'erzähle', 'erkläre', 'beschreibe', 'schildere', 'nenne']),
  ),
  smallTalk: hasPhrase([
    '(?:hören|sehen|verstehen) sie mich', '(?:hörst|siehst|verstehst) du mich', 'können sie mich (?:gut |klar |jetzt )?(?:hören|sehen|verstehen)', 'kannst du mich (?:gut |jetzt )?(?:hören|sehen)', 'bin ich (?:zu hören|stumm|gemutet)',
    'wie geht(?: es|s|\'s)(?: ihnen| dir| euch)?', 'wie war (?:ihr|dein) (?:tag|wochenende|morgen)', '(?:sollen|können|wollen|dürfen) wir (?:anfangen|beginnen|starten|loslegen)', 'fangen wir an', 'legen wir los',
    '(?:sind sie|bist du) (?:bereit|so weit|soweit)', 'mein(?:e)? (?:mikro|mikrofon|bildschirm|verbindung|kamera|ton)', 'ist das (?:in ordnung|okay|ok|klar|verständlich)', 'passt das', '(?:ergibt|macht) das sinn',
    '(?:möchten|wollen) sie (?:einen |ein |etwas )?(?:kaffee|wasser|tee)', '(?:können|könnten) sie das wiederholen',
  ]),
  tagQuestion: tagged(['oder', 'nicht wahr', 'ne', 'gell', 'gelle', 'richtig', "stimmt's", 'stimmts', 'stimmt', 'okay', 'ok', 'ja', 'nicht', 'oder nicht', 'wa']),
  exclamation: startsWith([], ['wie (?:schön|toll|interessant|spannend|cool|gut)', 'was für (?:ein|eine) (?:tolle|schöne|gute|spannende|interessante)(?:s|r|n)?']),
  rhetorical: wholly(['und', 'aber'], ['wer weiß', 'wen interessiert das']),
  questionLeadIn: /(?:was ich (?:gern |gerne |noch )*(?:wissen|fragen) (?:möchte|wollte|würde)|meine (?:nächste|erste|letzte|andere) frage)(?: ist| wäre| lautet)?$/u,
  unfinishedEnd: endsWith(['und', 'aber', 'oder', 'weil', 'der', 'die', 'das', 'ein', 'eine', 'den', 'dem']),
  clauseNotQuestion: /^(?:(?:und|aber|also|so) )*(?:(?:was|wie|warum|wann|wo) (?:ich|wir)(?= |$)|wie (?:schon )?gesagt|wie sie (?:wissen|sehen|gesehen haben|sicher wissen))/u,
  topicOpener: startsWith(['gut', 'also', 'okay', 'ok', 'jetzt', 'nun', 'so', 'prima'], ['lassen sie uns', 'lass uns', 'kommen wir', 'sprechen wir', 'reden wir', 'gehen wir (?:weiter|über)', 'machen wir weiter']),
  backReference: hasPhrase(['damit', 'dabei', 'dadurch', 'davon', 'darauf', 'daraus', 'darüber', 'daran', 'dafür', 'ihn', 'ihm', 'das ergebnis', 'danach', 'anschließend', 'was (?:ist|war) passiert', 'dann']),
  opensTopic: startsWith(['und', 'also', 'jetzt', 'nun', 'bitte'], [...PROMPT_VERBS, 'beschreiben', 'erklären', 'erzählen', 'geben sie', 'lassen sie uns', 'sprechen wir']),
  followUp: /^(?:(?:und|aber|also) )*(?:(?:warum|wieso|weshalb)(?: nicht| das)?$|was (?:wäre|passiert|würde passieren|hätten sie gemacht) wenn(?= |$)|und dann(?= |$)|wie ging es weiter)/u,
  shortWords: 4,
  plural: /(?:en|e|n|s)$/u,
  kinds: [
    ['behavioural', /(?:eine situation|ein(?:en)? moment|ein beispiel|konflikt|meinungsverschiedenheit|fehler|gescheitert|misserfolg|schwierigste|größte herausforderung|stolz|druck|deadline|wie (?:sind sie|bist du) (?:damit )?umgegangen)/u],
    ['situational', /(?:was würden sie (?:tun|machen)|wie würden sie|stellen sie sich vor, |angenommen|was wäre, wenn|was wäre wenn)/u],
    ['motivation', /(?:warum (?:möchten|wollen|haben) sie|warum (?:diese|unsere) (?:stelle|firma|rolle)|was motiviert|wo sehen sie sich|gehaltsvorstellung)/u],
    ['background', /(?:über sich|von sich|ihren werdegang|ihren lebenslauf|stellen sie sich (?:kurz )?vor|stärken|schwächen)/u],
  ],
};
