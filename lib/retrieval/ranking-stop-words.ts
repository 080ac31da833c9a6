// The stop words dropped before ranking passages: the words of every language that may go from
// any text (each pack's first part, packs/<code>/stop-words.ts), since a question and the resume
// line that answers it need not be in the same language.
import { packsWith } from '../language/packs/registry';

export const RANKING_STOP_WORDS: readonly string[] = packsWith('stopWords').flatMap(({ data }) => [...data.everywhere]);
