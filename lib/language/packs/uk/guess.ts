// Ukrainian shares the Cyrillic alphabet with Russian; і, ї, є and ґ are Ukrainian's own.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = { alphabet: { letters: /\p{Script=Cyrillic}/u, tells: /[іїєґ]/ } };
