// Words too common to rank passages by in this language (articles, pronouns, "tell me about").
export const fr = `au aux avec ce ces cet cette comment d dans de des du elle en est et été il ils je l la le les leur lui ma mais me mes moi mon ne nous on ou où par pas pour pourquoi qu que quel quelle quelles quels qui sa se ses son sont sur ta te toi ton tu un une vos votre vous y à était
    parlez parle racontez raconte décrivez décris expliquez explique dites pouvez pourriez fois exemple déjà`;
