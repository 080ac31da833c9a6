// How a short English text gives itself away: its most frequent small words.
import type { GuessHints } from '../guess-hints';

export const GUESS: GuessHints = {
  functionWords: ['the', 'and', 'you', 'your', 'what', 'how', 'did', 'is', 'are', 'of', 'to', 'in', 'me', 'about', 'tell', 'with', 'have', 'why', 'was', 'that', 'hello', 'thanks', 'thank', 'hear', 'can'],
};
