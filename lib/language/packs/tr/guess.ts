// How a short Turkish text gives itself away: its most frequent small words, and letters
// no other language of ours writes.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['bir', 've', 'bu', 'ne', 'nasıl', 'neden', 'mi', 'mı', 'musunuz', 'misiniz', 'için', 'ile', 'bana', 'biraz', 'sizin', 'siz', 'da', 'de'],
  uniqueLetters: /[ğış]/,
};
