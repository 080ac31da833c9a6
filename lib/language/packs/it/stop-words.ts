// Italian stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Italian has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `il lo la i gli le un uno una e o ma di del della da a al in nel con per su che cosa come perché quando
    dove quale chi lei suo sua tu tuo tua mi ci si è sono ha hai parli racconti allora ok bene ora`,
});
