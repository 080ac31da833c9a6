// German stop words. The first part (articles, pronouns, "tell me about") is dropped from every
// text before passages are ranked; the second, fillers and words too common in spoken answers to
// say what they are about, only from German text.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: `aber als am an auch auf aus bei bin bis da damit dann das dass dem den der des die dies diese diesem diesen
    dieser du durch ein eine einem einen einer eines er es für hat hatte haben ich ihr ihre ihrem ihren ihrer im in
    ist ja kann mal mich mir mit nach nicht noch nur oder ob sich sie sind so über um und uns unter vom von vor wann
    warum was weil welche welchen welcher wenn wer wie wo zu zum zur erzählen erzähl beschreiben beschreibe erklären
    erkläre sagen schildern können könnten würden beispiel einmal`,
  ownLanguage: `alle also dieses hab habe hatten ihm ihn jetzt man mein meine nun ohne sehr sein seine unser unsere war waren
    wir wird äh ähm halt sozusagen quasi irgendwie eigentlich genau gut ding dinge machen gemacht zeit moment frage
    antwort denke glaube arbeit besser neu ihnen bitte doch okay schon`,
});
