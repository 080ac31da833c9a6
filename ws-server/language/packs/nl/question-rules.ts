// Dutch. Like German, a yes/no question opens with its verb ("Heb je…", "Kunt u…").
import { either, endsWith, hasPhrase, startsWith, tagged, wholly, words, type QuestionRules } from '../../../questions/question-rules';

const LEAD = ['en', 'dus', 'oké', 'ok', 'okay', 'goed', 'prima', 'nu', 'dan', 'maar', 'mooi', 'dank je', 'dank u', 'top'];
const VERB_FIRST = ['heb', 'hebt', 'heeft', 'hebben', 'had', 'kun', 'kunt', 'kan', 'kunnen', 'zou', 'zoudt', 'zouden', 'wil', 'wilt', 'ben', 'bent', 'is', 'was', 'waren', 'werk', 'werkt', 'gebruik', 'gebruikt', 'ken', 'kent', 'weet', 'vind', 'vindt', 'denk', 'denkt'];

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:e+h+m*|u+h+m*|h+m+|m+h*m+)(?= |$)/gu,
  bareWhy: wholly(['en', 'maar'], ['waarom', 'waarom niet', 'hoezo', 'hoe dat zo']),
  whQuestion: startsWith(LEAD, ['wat', 'waarom', 'hoe', 'wanneer', 'waar', 'welke', 'welk', 'wie', 'hoeveel', 'waarmee', 'waarover', 'waarvoor', 'waardoor', 'hoezo', '(?:in|met|bij|voor|van|op) (?:welke|welk|wie|wat)']),
  yesNoQuestion: startsWith(LEAD, [`(?:${VERB_FIRST.join('|')}) (?:je|jij|u|jullie|er|het|dat|we|wij|ze)`]),
  prompts: either(
    hasPhrase(['vertel', 'vertelt u', 'vertel eens', 'beschrijf', 'beschrijft u', 'leg (?:eens )?uit', 'legt u uit', 'geef (?:me |ons )?een voorbeeld', 'stel jezelf voor', 'stelt u zich voor', 'ik ben benieuwd', 'ik wil graag weten', 'ik zou graag (?:willen )?weten', 'neem (?:me|ons) mee']),
    startsWith(['en', 'nu'], ['noem', 'vergelijk', 'licht toe']),
  ),
  smallTalk: hasPhrase(['(?:hoor|zie) je me', '(?:hoort|ziet) u me', '(?:kun je|kunt u) me (?:horen|zien)', 'hoe gaat het', 'alles goed', '(?:zullen|kunnen) we beginnen', 'ben je (?:er )?klaar', 'bent u (?:er )?klaar', 'mijn (?:microfoon|verbinding|scherm)', 'is dat duidelijk', 'klinkt dat goed', '(?:wil je|wilt u) (?:koffie|water|thee)']),
  tagQuestion: tagged(['toch', 'hè', 'he', 'of niet', 'klopt dat', 'ja', 'oké', 'ok', 'niet', 'of wel']),
  unfinishedEnd: endsWith(['en', 'maar', 'of', 'omdat', 'de', 'het', 'een']),
  clauseNotQuestion: /^(?:(?:en|dus|maar) )*(?:(?:wat|hoe|waarom|wanneer|waar) (?:ik|wij|we)(?= |$)|zoals (?:ik|je|u))/u,
  topicOpener: startsWith(LEAD, ['laten we', 'laat ons', 'we gaan (?:verder|het hebben)', 'dan gaan we']),
  backReference: hasPhrase(['dat', 'daarmee', 'daarbij', 'daarvan', 'daarna', 'het resultaat', 'wat gebeurde er', 'toen', 'ermee', 'het']),
  opensTopic: startsWith(LEAD, ['vertel', 'beschrijf', 'leg', 'geef', 'stel', 'noem', 'laten we']),
  followUp: /^(?:(?:en|maar) )*(?:(?:waarom|hoezo)(?: niet)?$|en als(?= |$)|wat als|en toen(?= |$)|en daarna)/u,
  shortWords: 4,
  plural: /(?:en|s)$/u,
};
