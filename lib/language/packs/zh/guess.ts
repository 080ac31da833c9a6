// Chinese: Han characters alone. Japanese and Korean text carries them too, so Han is tried
// after kana and Hangul.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = { script: { letters: /\p{Script=Han}/u, order: 5 } };
