// Words a behavioural question uses whatever it is about ("a project", "your team", "a difficult
// situation"): every story has them, so sharing one says nothing about whether a story answers
// the question. One line per language, in its pack (lib/language/packs/<code>/story-words.ts);
// the ranker reads them all, as it reads the stop words.
import { packsWith } from '../language/packs/registry';

export const GENERIC_STORY_QUESTION_WORDS: readonly string[] = packsWith('storyWords').flatMap(({ data }) => data.split(/\s+/).filter(Boolean));
