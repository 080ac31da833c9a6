// Korean stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Korean text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `그 이 저 것 수 등 및 을 를 은 는 가 에 에서 와 과 도 로 으로 제 저는 당신 무엇 어떻게 왜 주세요 말씀해`,
});
