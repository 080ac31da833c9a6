// Italian stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Italian text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `il lo la i gli le un uno una e o ma di del della da a al in nel con per su che cosa come perché quando dove
    quale chi lei suo sua tu tuo tua mi ci si è sono ha hai parli racconti allora ok bene ora`,
});
