// How a short Polish text gives itself away: its most frequent small words, and letters
// no other language of ours writes.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['i', 'w', 'nie', 'na', 'się', 'z', 'jak', 'co', 'dlaczego', 'pan', 'pani', 'proszę', 'jest', 'do', 'to', 'czy', 'o', 'że', 'opowiedz'],
  uniqueLetters: /[ąćęłńśźż]/,
};
