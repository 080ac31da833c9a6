// Hindi is written in Devanagari, which no other language of ours is.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = { script: { letters: /\p{Script=Devanagari}/u, order: 1 } };
