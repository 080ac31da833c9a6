// Korean stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Korean has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `그 이 저 것 수 등 및 을 를 은 는 가 에 에서 와 과 도 로 으로 제 저는 당신 무엇 어떻게 왜 주세요 말씀해`,
});
