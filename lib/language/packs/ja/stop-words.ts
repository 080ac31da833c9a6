// Japanese stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Japanese has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `の は が を に で と も か です ます ください`,
});
