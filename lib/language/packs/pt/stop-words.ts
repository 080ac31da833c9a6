// Portuguese stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ).
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  'ranking rubric detector': `a as com como da das de do dos e em era foi já lhe mas me muito na nas no nos o os ou
    para por qual quando que quem se seu seus sua suas te um uma umas uns você vocês é conte fale descreva explique
    diga pode`,
  'ranking rubric': `ao aos até ela ele eles entre essa esse isso esta este isto há mais meu minha não pela pelo sem
    ser também tem vez exemplo`,
  'ranking detector': `são poderia`,
  ranking: `porque quais fala alguma`,
  'rubric detector': `então bom bem`,
  rubric: `à às dela dele deles elas eram essas esses está estava estão estes eu foram lhes mesmo meus minhas nem nós
    pelas pelos tinha tu vos tipo né assim sabe enfim aí olha coisa coisas vezes conta fazer fiz fez tempo momento
    pergunta resposta acho penso dizer disse trabalho melhor novo`,
  detector: `pra sobre onde agora ok okay pouco`,
});
