// How a short German text gives itself away: its most frequent small words, and letters
// no other language of ours writes.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['der', 'die', 'das', 'und', 'sie', 'ihr', 'ihre', 'ist', 'nicht', 'ein', 'eine', 'mit', 'wie', 'was', 'warum', 'haben', 'können', 'von', 'zu', 'mir', 'erzählen', 'den', 'dem', 'ich', 'hallo', 'danke', 'guten', 'hören'],
  uniqueLetters: /[ß]/,
};
