// Indonesian stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Indonesian has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `dan yang di ke dari ini itu anda kamu saya kami kita apa apakah bagaimana mengapa kenapa dengan untuk
    tidak ada adalah ceritakan jelaskan tolong coba tentang sudah akan bisa`,
});
