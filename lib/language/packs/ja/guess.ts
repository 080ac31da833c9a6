// Japanese: kana is Japanese even among Han characters, so it is tried before Han (Chinese).
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = { script: { letters: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, order: 4 } };
