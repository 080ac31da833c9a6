// How a short Italian text gives itself away: its most frequent small words, and letters
// no other language of ours writes.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['il', 'lo', 'la', 'gli', 'le', 'di', 'che', 'e', 'un', 'una', 'per', 'con', 'come', 'perché', 'lei', 'suo', 'sua', 'mi', 'parli', 'della', 'del', 'è', 'quale', 'buongiorno', 'grazie', 'sente', 'ciao'],
  uniqueLetters: /[ìò]/,
};
