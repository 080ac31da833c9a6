// Ukrainian stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Ukrainian text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `і й та а але або в у на з про для по до від за що як чому коли де який хто ви ваш ваша ваші вас вам ти я ми мені
    нам це цей ця був була були є чи розкажіть опишіть поясніть будь ласка ну так`,
});
