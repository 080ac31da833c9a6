// Indonesian stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Indonesian text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `dan yang di ke dari ini itu anda kamu saya kami kita apa apakah bagaimana mengapa kenapa dengan untuk tidak ada
    adalah ceritakan jelaskan tolong coba tentang sudah akan bisa`,
});
