// Polish stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Polish has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `i a ale lub w we na z ze o do od dla po przy za że co czy jak dlaczego kiedy gdzie który jaki kto pan
    pani pana panu ty ci ja my mi nam to ten ta jest był była było się proszę opowiedzieć opisać więc no okej teraz`,
});
