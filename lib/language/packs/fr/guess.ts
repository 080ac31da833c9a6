// How a short French text gives itself away: its most frequent small words, and a letter and
// elisions ("c'est", "qu'") no other language of ours writes.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['le', 'la', 'les', 'de', 'des', 'et', 'que', 'vous', 'votre', 'est', 'un', 'une', 'pour', 'dans', 'sur', 'avec', 'pourquoi', 'comment', 'quel', 'quelle', 'parlez', 'moi', 'du', 'au', 'bonjour', 'merci', 'bien', 'entendez', 'm’entendez', "m'entendez"],
  uniqueLetters: /[œ]|\b(?:qu'|c'est|j'ai|n'est|d'un|l')/,
};
