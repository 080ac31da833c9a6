// Turkish stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Turkish has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `bir ve ile bu şu o ne nasıl neden için da de mi mı mu mü misiniz musunuz mısınız siz sizin size ben bana
    biz bize çok biraz peki şimdi anlatın açıklayın var yok`,
});
