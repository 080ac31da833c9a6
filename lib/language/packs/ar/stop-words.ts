// Arabic stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Arabic has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `في من إلى على عن مع هذا هذه ذلك التي الذي و أو ثم لكن هل ما ماذا كيف لماذا أنت انت لك لي نحن هو هي كان
    كانت أخبرني اشرح صف`,
});
