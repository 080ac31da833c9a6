// Polish stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Polish text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `i a ale lub w we na z ze o do od dla po przy za że co czy jak dlaczego kiedy gdzie który jaki kto pan pani pana
    panu ty ci ja my mi nam to ten ta jest był była było się proszę opowiedzieć opisać więc no okej teraz`,
});
