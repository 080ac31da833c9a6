// Words too common to rank passages by in this language (articles, pronouns, "tell me about").
export const es = `a al algo algún alguna alguno ante como con cuál cuáles cuando cuándo cómo de del desde donde dónde el ella ellos en entre era es esa ese eso esta este esto fue ha han hay la las le les lo los me mi mis muy más nos o para pero por porque qué que quién se ser si sobre su sus también te tu tus un una unas uno unos usted ustedes y ya yo
    cuénteme cuéntame cuéntenos háblame hábleme describa describe explique explica dime díganos podría puede puedes alguna vez ejemplo vez`;
