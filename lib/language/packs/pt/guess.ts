// How a short Portuguese text gives itself away: its most frequent small words, and letters
// no other language of ours writes.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['o', 'a', 'os', 'as', 'de', 'que', 'e', 'em', 'um', 'uma', 'não', 'você', 'seu', 'sua', 'como', 'sobre', 'por', 'para', 'com', 'do', 'da', 'é', 'me', 'fale', 'conte', 'qual', 'olá', 'obrigado', 'obrigada', 'bom', 'boa', 'ouvir'],
  uniqueLetters: /[ãõ]/,
};
