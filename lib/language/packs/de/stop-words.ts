// German stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ).
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  'ranking rubric detector': `aber am an auf aus bei dann das dem den der des die ein eine einem einen einer es für
    hat haben ich ihr ihre im in ist ja mal mir mit oder sie sind so über und uns von was wie wo zu erzählen
    beschreiben erklären können`,
  'ranking rubric': `als auch bin bis da damit dass dies diese dieser du durch eines er hatte kann mich nach nicht
    noch nur ob sich um vor weil wenn wer zum zur sagen schildern beispiel`,
  'ranking detector': `wann warum welche könnten würden`,
  ranking: `diesem diesen ihrem ihren ihrer unter vom welchen welcher erzähl beschreibe erkläre einmal`,
  'rubric detector': `also hatten jetzt nun war waren wir`,
  rubric: `alle dieses hab habe ihm ihn man mein meine ohne sehr sein seine unser unsere wird äh ähm halt sozusagen
    quasi irgendwie eigentlich genau gut ding dinge machen gemacht zeit moment frage antwort denke glaube arbeit
    besser neu`,
  detector: `ihnen bitte doch okay schon`,
});
