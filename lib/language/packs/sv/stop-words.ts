// Swedish stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Swedish text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `och att det en ett den de i på med för om av till som är var har hade kan du ni din dina er jag vi mig oss vad
    hur varför när vilken berätta beskriv förklara lite så okej ok nu då`,
});
