// Portuguese stop words. The first part (articles, pronouns, "tell me about") is dropped from every
// text before passages are ranked; the second, fillers and words too common in spoken answers to
// say what they are about, only from Portuguese text.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: `a ao aos as até com como da das de do dos e ela ele eles em entre era essa esse isso esta este isto foi há já
    lhe mais mas me meu minha muito na nas no nos não o os ou para pela pelo por porque quais qual quando que quem
    se sem ser seu seus sua suas são também te tem um uma umas uns você vocês é conte fale fala descreva explique
    diga pode poderia alguma vez exemplo`,
  ownLanguage: `à às dela dele deles elas eram essas esses está estava estão estes eu foram lhes mesmo meus minhas nem nós pelas
    pelos tinha tu vos tipo né então assim bom sabe enfim aí olha coisa coisas vezes conta fazer fiz fez tempo
    momento pergunta resposta acho penso dizer disse trabalho bem melhor novo pra sobre onde agora ok okay pouco`,
});
