// French stop words. The first part (articles, pronouns, "tell me about") is dropped from every
// text before passages are ranked; the second, fillers and words too common in spoken answers to
// say what they are about, only from French text.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: `au aux avec ce ces cet cette comment d dans de des du elle en est et été il ils je l la le les leur lui ma mais
    me mes moi mon ne nous on ou où par pas pour pourquoi qu que quel quelle quelles quels qui sa se ses son sont
    sur ta te toi ton tu un une vos votre vous y à était parlez parle racontez raconte décrivez décris expliquez
    explique dites pouvez pourriez fois exemple déjà`,
  ownLanguage: `c'est elles être eu j'ai leurs même nos notre ont qu'il tes étais avait avais avons a ai euh ben bon voilà quoi
    enfin bref alors donc genre fait coup chose choses dis faire temps moment question réponse pense crois dire dit
    travail bien mieux nouveau peut l' d' qu' quand avez avez-vous donnez ok okay maintenant très plus peu`,
});
