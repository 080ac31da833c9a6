// How a short Indonesian text gives itself away: its most frequent small words.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['dan', 'yang', 'di', 'ini', 'itu', 'anda', 'apa', 'bagaimana', 'mengapa', 'kenapa', 'dengan', 'untuk', 'tidak', 'ceritakan', 'tentang', 'saya', 'ke', 'dari'],
};
