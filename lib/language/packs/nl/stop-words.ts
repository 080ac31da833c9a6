// Dutch stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Dutch text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `de het een en of maar van in op aan met voor over bij naar je jij u uw jullie ik we wij me mij is was zijn heb
    hebt heeft wat hoe waarom wanneer waar welke vertel beschrijf leg uit eens dus oké ok nu dan`,
});
