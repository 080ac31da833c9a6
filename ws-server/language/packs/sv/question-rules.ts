// Swedish. A yes/no question opens with its verb ("Har du…", "Kan du…").
import { either, endsWith, hasPhrase, startsWith, tagged, wholly, words, type QuestionRules } from '../../../questions/question-rules';

const LEAD = ['och', 'så', 'okej', 'ok', 'bra', 'fint', 'nu', 'då', 'men', 'tack', 'perfekt', 'toppen'];
const VERB_FIRST = ['har', 'hade', 'kan', 'kunde', 'skulle', 'vill', 'är', 'var', 'finns', 'gillar', 'använder', 'jobbar', 'arbetar', 'vet', 'känner', 'brukar', 'tycker', 'tror'];

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:e+h*m*|ö+h*m*|h+m+|m+h*m+)(?= |$)/gu,
  bareWhy: wholly(['och', 'men'], ['varför', 'varför inte', 'hur så', 'hurså']),
  whQuestion: startsWith(LEAD, ['vad', 'varför', 'hur', 'när', 'vilken', 'vilket', 'vilka', 'vem', 'vems', 'hur många', 'hur mycket', 'var (?:någonstans|jobbar|bor|ser)', '(?:i|med|på|för|av|om) (?:vilken|vilket|vilka|vad|vem)']),
  yesNoQuestion: startsWith(LEAD, [`(?:${VERB_FIRST.join('|')}) (?:du|ni|det|man|vi|de|någon|dig)`]),
  prompts: either(
    hasPhrase(['berätta', 'beskriv', 'förklara', 'ge (?:mig |oss )?ett exempel', 'presentera dig', 'jag skulle vilja (?:veta|höra)', 'jag vill gärna (?:veta|höra)', 'jag är nyfiken', 'gå igenom', 'ta (?:mig|oss) igenom']),
    startsWith(['och', 'nu'], ['jämför', 'nämn']),
  ),
  smallTalk: hasPhrase(['(?:hör|ser) (?:du|ni) mig', 'kan (?:du|ni) (?:höra|se) mig', 'hur mår du', 'hur är det', 'hur har du det', '(?:ska|kan) vi (?:börja|köra)', 'är (?:du|ni) (?:redo|beredd)', 'min (?:mikrofon|uppkoppling|skärm)', 'är det tydligt', 'låter det bra', 'vill du ha (?:kaffe|vatten)']),
  tagQuestion: tagged(['eller hur', 'va', 'visst', 'inte sant', 'eller', 'ok', 'okej', 'ja', 'stämmer det']),
  unfinishedEnd: endsWith(['och', 'men', 'eller', 'för att', 'eftersom', 'en', 'ett', 'den', 'det']),
  clauseNotQuestion: /^(?:(?:och|så|men) )*(?:(?:vad|hur|varför|när) (?:jag|vi)(?= |$)|som (?:jag|du|ni) (?:sa|vet))/u,
  topicOpener: startsWith(LEAD, ['låt oss', 'vi går (?:vidare|över)', 'nu går vi', 'då går vi']),
  backReference: hasPhrase(['det', 'det där', 'dem', 'sedan', 'efteråt', 'resultatet', 'vad hände', 'då']),
  opensTopic: startsWith(LEAD, ['berätta', 'beskriv', 'förklara', 'ge', 'presentera', 'låt oss']),
  followUp: /^(?:(?:och|men) )*(?:(?:varför|hur så)(?: inte)?$|och om(?= |$)|vad händer om|och sedan|och sen)/u,
  shortWords: 4,
  plural: /(?:er|ar|or|na)$/u,
};
