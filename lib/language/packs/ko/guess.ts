// Korean is written in Hangul, with the odd Han character: Hangul is tried before Han.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = { script: { letters: /\p{Script=Hangul}/u, order: 3 } };
