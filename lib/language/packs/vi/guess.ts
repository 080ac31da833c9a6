// How a short Vietnamese text gives itself away: its most frequent small words, and letters
// no other language of ours writes.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['và', 'của', 'là', 'có', 'không', 'bạn', 'anh', 'chị', 'tôi', 'gì', 'nào', 'sao', 'như', 'thế', 'về', 'cho', 'một', 'những'],
  uniqueLetters: /[ơưđ]|[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/,
};
