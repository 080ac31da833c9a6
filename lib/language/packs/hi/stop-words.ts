// Hindi stop words. The first part (articles, pronouns, "tell me about") is dropped from every
// text before passages are ranked; the second, fillers and words too common in spoken answers to
// say what they are about, only from Hindi text.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: `है हैं था थे थी हो होता होती के का की को में से पर और या तो भी ने यह वह इस उस ये वो एक कोई कुछ आप आपने आपके आपकी
    आपका अपने अपनी अपना मैं मुझे मेरे मेरी मेरा हम हमें हमारे क्या क्यों कैसे कब कहाँ कौन जब जो बताइए बताएँ बताएं
    बताओ बताइये बारे समझाइए समझाएँ कीजिए करें दीजिए सकते सकती उदाहरण कभी बार`,
  ownLanguage: `कि कर करना करने किया गई हमारा हमारी बहुत लिए साथ तक नहीं होते रहा रही रहे गया गए तब इसे उसे इन उन वाले वाली सवाल
    जवाब मतलब अच्छा यानी बस ना सकता आपको लेकिन ही`,
});
