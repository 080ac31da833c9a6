// How a short Dutch text gives itself away: its most frequent small words.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['de', 'het', 'een', 'en', 'van', 'je', 'jij', 'u', 'uw', 'wat', 'hoe', 'waarom', 'niet', 'met', 'over', 'voor', 'is', 'ik', 'vertel', 'mij', 'heb', 'heeft', 'hallo', 'dank', 'goedemorgen', 'horen'],
};
