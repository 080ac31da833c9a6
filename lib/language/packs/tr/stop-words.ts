// Turkish stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Turkish text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `bir ve ile bu şu o ne nasıl neden için da de mi mı mu mü misiniz musunuz mısınız siz sizin size ben bana biz
    bize çok biraz peki şimdi anlatın açıklayın var yok`,
});
