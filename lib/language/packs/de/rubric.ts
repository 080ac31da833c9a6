import { wordSet, phrases, type FeedbackLanguage } from '../../../feedback/rubric/feedback-language';
import { leadInTopic } from '../../../feedback/rubric/lead-in-topic';
import { phraseFillers } from '../../../feedback/rubric/phrase-fillers';
import { suffixStem } from '../../../feedback/rubric/suffix-stem';
import { STOP_WORDS } from './stop-words';

// German. Every noun is capitalised, so a capital letter says nothing about a tool's name.
export const RUBRIC: FeedbackLanguage = {
  code: 'de',
  countFillers: phraseFillers({
    always: ['äh', 'ähm', 'öh', 'öhm', 'hm', 'hmm', 'sozusagen', 'quasi', 'irgendwie', 'halt'],
    atPause: ['also', 'ja', 'na ja', 'naja', 'genau', 'eigentlich', 'gut', 'weißt du', 'wissen sie'],
  }),
  stopWords: STOP_WORDS.rubric,
  stem: suffixStem({ suffixes: ['ungen', 'ung', 'heiten', 'heit', 'keiten', 'keit', 'lich', 'isch', 'ieren', 'iert', 'ern', 'en', 'er', 'es', 'e', 'n', 's', 't'], foldAccents: true, keep: 4, max: 9 }),
  clauseJoins: ['dann', 'danach', 'aber', 'also', 'und dann', 'deshalb'],
  star: {
    Situation: phrases(['als ich (bei|in|an|noch)', 'in meinem (letzten|vorherigen|aktuellen|ersten) (job|team|projekt|unternehmen)', 'in meiner (letzten|vorherigen|aktuellen|ersten) (stelle|firma|rolle|position)', 'bei meinem (letzten|vorherigen|alten) arbeitgeber', 'vor (ein paar|zwei|drei|einigen) (jahren|monaten)', 'letztes jahr', 'die situation', 'der kontext', 'wir hatten', 'es gab', 'damals']),
    Task: phrases(['meine (aufgabe|rolle|verantwortung|herausforderung) war', 'mein ziel war', 'ich (musste|sollte|war verantwortlich|war zuständig)', 'wir mussten', 'das ziel war', 'das problem war', 'ich hatte die aufgabe']),
    Action: phrases(['(also|dann|zuerst|danach|deshalb) habe ich', 'ich habe (zuerst|dann|mich|mit|die|das|den|ein|eine)', 'ich (entschied|begann|organisierte|schlug|baute|schrieb|führte|analysierte|sprach|plante|automatisierte|verhandelte|präsentierte|teilte|stellte)', 'habe ich (entschieden|angefangen|organisiert|vorgeschlagen|gebaut|geschrieben|eingeführt|analysiert|gesprochen|geplant|automatisiert|verhandelt|präsentiert|aufgeteilt)', 'mein ansatz']),
    Result: phrases(['im ergebnis', 'das ergebnis', 'am ende', 'schließlich', 'letztendlich', 'dadurch', 'so konnten wir', 'wir haben (reduziert|gesteigert|verbessert|gespart|geliefert|gewonnen)', '(gesenkt|reduziert|gesteigert|verbessert|halbiert|verdoppelt)', 'ich habe gelernt', 'seitdem', '\\d+ ?(%|prozent)']),
  },
  reasoned: {
    opening: phrases(['ist', 'sind', 'bedeutet', 'ich würde', 'kurz gesagt', 'im grunde', 'es kommt darauf an', 'mein ansatz', 'es gibt (zwei|drei|mehrere)']),
    reasoning: phrases(['erstens', 'zweitens', 'zuerst', 'dann', 'danach', 'schließlich', 'weil', 'da', 'damit', 'deshalb', 'der grund', 'schritt', 'sonst']),
    example: phrases(['zum beispiel', 'beispielsweise', 'etwa', 'stellen sie sich vor', 'in meinem (letzten|vorherigen) (job|projekt|team)', 'dagegen', 'allerdings', 'andererseits', 'der nachteil', 'der vorteil', 'im vergleich', 'statt', 'aber']),
    conclusion: phrases(['zusammenfassend', 'insgesamt', 'kurz gesagt', 'am ende', 'deshalb würde ich', 'letztlich', 'unterm strich', 'fazit']),
  },
  // German words run longer (compounds), so fewer of them fill a minute.
  pace: { unit: 'words', best: { min: 110, max: 150 }, worst: { min: 55, max: 225 } },
  minUnits: 35,
  numberWords: wordSet(`zwei drei vier fünf sechs sieben acht neun zehn elf zwölf fünfzehn zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig hundert hunderte tausend tausende million millionen milliarde hälfte doppelt verdoppelt dreifach dutzend`),
  percentWord: /^(prozent)$/,
  outcomes: /^(reduz|senk|gesenkt|steiger|gesteigert|verbess|spar|gespart|geliefert|liefer|erreich|verdoppel|halbier|gewonn|gelöst|lös|automatis|beschleunig|verkürz|gewachs|gestieg|gesunk)/,
  names: 'none',
  notNames: wordSet(``),
  topicOf: leadInTopic([
    /^(erzählen sie( mir)?|schildern sie( mir)?|beschreiben sie( mir)?|nennen sie( mir)?)\s+((ein beispiel,?|von|über)\s+)*((einer|einem|eine|ein)\s+)?((situation|mal|fall|moment|projekt)\s*,?\s+)?((in der|in dem|bei dem|als|wo)\s+)?(sie\s+)?/i,
    /^(wie|was|warum|welche|welcher|welches)\s+((ist|sind|würden|haben)\s+)?(sie\s+)?/i,
  ]),
  topicGroups: [
    ['konflikt', 'meinungsverschiedenheit', 'streit', 'spannung'],
    ['kollege', 'kollegin', 'team', 'vorgesetzter', 'chef', 'führungskraft'],
    ['kunde', 'kundin', 'nutzer', 'anwender'],
    ['fehler', 'scheitern', 'misserfolg', 'problem', 'störung'],
    ['frist', 'deadline', 'termin', 'druck', 'dringend', 'priorität'],
    ['lernen', 'gelernt', 'lektion', 'schulung', 'weiterbildung'],
    ['verbessern', 'reduzieren', 'steigern', 'optimieren', 'sparen'],
  ],
};
