// The stop words dropped before ranking passages: the ranking share of every language's list
// (packs/<code>/stop-words.ts), words that may go from any text, since a question and the resume
// line that answers it need not be in the same language.
import { packsWith } from '../language/packs/registry';

export const RANKING_STOP_WORDS: readonly string[] = packsWith('stopWords').flatMap(({ data }) => [...data.ranking]);
