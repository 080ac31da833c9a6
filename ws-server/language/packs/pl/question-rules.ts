// Polish. "Czy" opens a yes/no question, so it counts without a question mark; formal "you" is
// "pan/pani", and requests are "proszę + infinitive" ("Proszę opowiedzieć…").
import { endsWith, hasPhrase, startsWith, tagged, wholly, words, type QuestionRules } from '../../../questions/question-rules';

const LEAD = ['i', 'a', 'więc', 'dobrze', 'okej', 'ok', 'teraz', 'no', 'świetnie', 'dziękuję', 'ale', 'to', 'zatem'];

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:e+m*|y+m*|m+h*m+|no więc)(?= |$)/gu,
  bareWhy: wholly(['a', 'i', 'ale'], ['dlaczego', 'czemu', 'dlaczego nie', 'jak to', 'po co']),
  whQuestion: startsWith(LEAD, ['co', 'czy', 'jak', 'dlaczego', 'czemu', 'kiedy', 'gdzie', 'który', 'która', 'które', 'którego', 'której', 'kto', 'kogo', 'komu', 'ile', 'jaki', 'jaka', 'jakie', 'jakiego', 'jakich', 'jakim', 'w jaki sposób', 'po co', 'skąd', 'dokąd', '(?:w|na|z|o|dla|przy|po) (?:jakim|jakiej|jakich|czym|kim|którym|której)']),
  prompts: hasPhrase(['proszę (?:opowiedzieć|opisać|wyjaśnić|podać|się przedstawić|powiedzieć|omówić|porównać)', 'opowiedz', 'opowie pan', 'opowie pani', 'opisz', 'wyjaśnij', 'podaj przykład', 'przedstaw się', 'chciałbym (?:wiedzieć|usłyszeć|zrozumieć)', 'chciałabym (?:wiedzieć|usłyszeć|zrozumieć)', 'chętnie usłyszę', 'ciekawi mnie']),
  smallTalk: hasPhrase(['(?:słyszy|widzi) mnie (?:pan|pani)', '(?:słyszysz|widzisz) mnie', 'czy mnie (?:słychać|widać)', 'jak się (?:masz|pan ma|pani ma|czujesz)', 'co słychać', '(?:możemy|możemy już) (?:zaczynać|zacząć)', 'zaczynamy', 'czy jest pan gotowy', 'czy jest pani gotowa', 'jesteś gotowy', 'mój mikrofon', 'moje połączenie', 'czy to jasne', 'kawy', 'wody']),
  tagQuestion: tagged(['prawda', 'tak', 'nie', 'zgadza się', 'okej', 'ok', 'dobrze', 'jasne', 'nieprawdaż']),
  unfinishedEnd: endsWith(['i', 'a', 'ale', 'lub', 'albo', 'bo', 'ponieważ', 'że']),
  clauseNotQuestion: /^(?:(?:i|a|ale) )*(?:jak (?:już )?(?:mówiłem|mówiłam|wspomniałem|wspomniałam|pan wie|pani wie)|co do|(?:co|jak|kiedy|gdzie) (?:ja|my)(?= |$))/u,
  topicOpener: startsWith(LEAD, ['przejdźmy', 'porozmawiajmy', 'zmieńmy temat']),
  backReference: hasPhrase(['to', 'tym', 'tego', 'tej', 'go', 'ją', 'je', 'nich', 'wynik', 'potem', 'następnie', 'co się stało', 'wtedy']),
  opensTopic: startsWith(LEAD, ['proszę', 'opowiedz', 'opisz', 'wyjaśnij', 'podaj', 'przedstaw', 'porozmawiajmy']),
  followUp: /^(?:(?:a|i|ale) )*(?:(?:dlaczego|czemu)(?: nie)?$|a co (?:jeśli|gdyby)|co gdyby|a (?:potem|następnie)(?= |$)|i co (?:potem|dalej))/u,
  shortWords: 4,
};
