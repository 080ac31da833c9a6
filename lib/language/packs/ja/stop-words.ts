// Japanese stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Japanese text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `の は が を に で と も か です ます ください`,
});
