// Words too common to rank passages by in this language (articles, pronouns, "tell me about").
export const pt = `a ao aos as até com como da das de do dos e ela ele eles em entre era essa esse isso esta este isto foi há já lhe mais mas me meu minha muito na nas no nos não o os ou para pela pelo por porque quais qual quando que quem se sem ser seu seus sua suas são também te tem um uma umas uns você vocês é
    conte fale fala descreva explique diga pode poderia alguma vez exemplo`;
