// How a short Swedish text gives itself away: its most frequent small words, and letters
// no other language of ours writes.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['och', 'att', 'det', 'är', 'en', 'ett', 'du', 'din', 'vad', 'hur', 'varför', 'inte', 'med', 'om', 'för', 'på', 'berätta', 'mig', 'har', 'jag', 'hej', 'tack', 'hör'],
  uniqueLetters: /[åäö]/,
};
