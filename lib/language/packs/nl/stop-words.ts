// Dutch stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Dutch has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `de het een en of maar van in op aan met voor over bij naar je jij u uw jullie ik we wij me mij is was
    zijn heb hebt heeft wat hoe waarom wanneer waar welke vertel beschrijf leg uit eens dus oké ok nu dan`,
});
