// Arabic stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Arabic text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `في من إلى على عن مع هذا هذه ذلك التي الذي و أو ثم لكن هل ما ماذا كيف لماذا أنت انت لك لي نحن هو هي كان كانت
    أخبرني اشرح صف`,
});
