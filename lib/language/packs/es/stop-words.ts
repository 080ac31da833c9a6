// Spanish stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ).
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  'ranking rubric detector': `a al con cuál cuándo de del dónde el en era es fue ha la las le les lo los me muy nos o
    para pero por qué que quién se sobre su sus te tu tus un una unos usted ustedes y cuénteme cuéntame háblame
    hábleme describa explique dime puede vez`,
  'ranking rubric': `algo ante como cuando desde donde ella ellos entre esa ese eso esta este esto han hay mi mis más
    porque ser si también uno ya yo describe explica ejemplo`,
  'ranking detector': `algún alguna cómo unas podría`,
  ranking: `alguno cuáles cuéntenos díganos puedes`,
  'rubric detector': `había has mucho poco pues bueno vale entonces dígame hizo bien`,
  rubric: `algunos antes contra cual durante e él ellas eran esas esos está estaba estado estamos están estar estos
    fueron fui hasta he nada ni no nosotros os otra otro quien sea sí sido sin tan tener tengo ti tiene todo todos tú
    eh em sabes tipo digamos cosa cosas veces hacer hice tiempo momento pregunta respuesta creo pienso decir dije
    trabajo mejor nuevo`,
  detector: `son descríbame explíqueme deme dame ahora ok okay`,
});
