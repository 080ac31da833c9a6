// Russian stop words: articles, pronouns, question words and the interviewer's "tell me about".
// All of them are dropped only from Russian text: none has been checked against the words other
// languages write as content, so ranking passages, which reads every language at once, drops none.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: ``,
  ownLanguage: `и а но или в на с о об из для по к у от до за что как почему когда где какой кто вы ваш ваша ваши вас вам ты я
    мы мне нам это этот эта был была были есть ли расскажите опишите объясните пожалуйста ну так вот`,
});
