// Russian stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ). Russian has no rubric of its own yet, and no passage ranking: only the question
// detector reads these.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  detector: `и а но или в на с о об из для по к у от до за что как почему когда где какой кто вы ваш ваша ваши вас вам
    ты я мы мне нам это этот эта был была были есть ли расскажите опишите объясните пожалуйста ну так вот`,
});
