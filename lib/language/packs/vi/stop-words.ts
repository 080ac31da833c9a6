// Vietnamese stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Vietnamese has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `và của là có không bạn anh chị em tôi gì nào sao như thế về cho một những các được đã đang sẽ này đó hãy
    kể mô tả giải thích với trong`,
});
