// French stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ).
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  'ranking rubric detector': `au aux avec ce ces cette dans de des du elle en est et il je la le les mais me moi nous
    on ou où par pour que quel quelle qui se sont sur ta ton tu un une vos votre vous à était parlez décrivez
    expliquez dites`,
  'ranking rubric': `cet été ils leur lui ma mes mon ne pas sa ses son te toi y parle décris explique fois exemple`,
  'ranking detector': `comment pourquoi racontez`,
  ranking: `d l qu quelles quels raconte pouvez pourriez déjà`,
  'rubric detector': `a bon quoi alors donc bien`,
  rubric: `c'est elles être eu j'ai leurs même nos notre ont qu'il tes étais avait avais avons ai euh ben voilà enfin
    bref genre fait coup chose choses dis faire temps moment question réponse pense crois dire dit travail mieux
    nouveau peut`,
  detector: `l' d' qu' quand avez avez-vous donnez ok okay maintenant très plus peu`,
});
