// Vietnamese stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Vietnamese text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `và của là có không bạn anh chị em tôi gì nào sao như thế về cho một những các được đã đang sẽ này đó hãy kể mô
    tả giải thích với trong`,
});
