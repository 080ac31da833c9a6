// Ukrainian stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Ukrainian has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `і й та а але або в у на з про для по до від за що як чому коли де який хто ви ваш ваша ваші вас вам ти я
    ми мені нам це цей ця був була були є чи розкажіть опишіть поясніть будь ласка ну так`,
});
