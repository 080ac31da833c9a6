// Swedish stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Swedish has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `och att det en ett den de i på med för om av till som är var har hade kan du ni din dina er jag vi mig
    oss vad hur varför när vilken berätta beskriv förklara lite så okej ok nu då`,
});
