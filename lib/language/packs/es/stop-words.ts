// Spanish stop words. The first part (articles, pronouns, "tell me about") is dropped from every
// text before passages are ranked; the second, fillers and words too common in spoken answers to
// say what they are about, only from Spanish text.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: `a al algo algún alguna alguno ante como con cuál cuáles cuando cuándo cómo de del desde donde dónde el ella
    ellos en entre era es esa ese eso esta este esto fue ha han hay la las le les lo los me mi mis muy más nos o
    para pero por porque qué que quién se ser si sobre su sus también te tu tus un una unas uno unos usted ustedes y
    ya yo cuénteme cuéntame cuéntenos háblame hábleme describa describe explique explica dime díganos podría puede
    puedes vez ejemplo`,
  ownLanguage: `algunos antes contra cual durante e él ellas eran esas esos está estaba estado estamos están estar estos fueron
    fui había has hasta he mucho nada ni no nosotros os otra otro poco quien sea sí sido sin tan tener tengo ti
    tiene todo todos tú eh em pues bueno vale entonces sabes tipo digamos cosa cosas veces dígame hacer hice hizo
    tiempo momento pregunta respuesta creo pienso decir dije trabajo bien mejor nuevo son descríbame explíqueme deme
    dame ahora ok okay`,
});
