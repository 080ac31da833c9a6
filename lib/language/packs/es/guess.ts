// How a short Spanish text gives itself away: its most frequent small words, and letters
// no other language of ours writes.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['el', 'la', 'los', 'las', 'de', 'que', 'y', 'en', 'un', 'una', 'por', 'qué', 'cómo', 'cuál', 'usted', 'su', 'sobre', 'es', 'con', 'para', 'me', 'cuénteme', 'háblame', 'del', 'lo', 'hola', 'gracias', 'buenos', 'buenas', 'oye', 'escucha'],
  uniqueLetters: /[ñ¿¡]/,
};
