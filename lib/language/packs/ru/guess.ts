// Russian shares the Cyrillic alphabet with Ukrainian: Cyrillic text with no Ukrainian letter is Russian.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = { alphabet: { letters: /\p{Script=Cyrillic}/u } };
