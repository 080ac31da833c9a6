// Arabic is written in its own script among our languages.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = { script: { letters: /\p{Script=Arabic}/u, order: 2 } };
