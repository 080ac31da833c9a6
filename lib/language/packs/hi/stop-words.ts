// Hindi stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ).
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  'ranking rubric detector': `है हैं था थे थी हो के का की को में से पर और या तो भी ने यह वह ये वो एक कुछ आप आपके आपकी
    आपका अपने मैं मुझे मेरे मेरी मेरा हम हमारे क्या क्यों कैसे कौन बताइए बताइये समझाइए कीजिए`,
  'ranking rubric': `होता होती इस उस कोई अपनी अपना जब जो बताएं बताओ सकते सकती उदाहरण`,
  'ranking detector': `आपने हमें कब कहाँ बारे करें`,
  ranking: `बताएँ समझाएँ दीजिए कभी बार`,
  'rubric detector': `कि`,
  rubric: `कर करना करने किया गई हमारा हमारी बहुत लिए साथ तक नहीं होते रहा रही रहे गया गए तब इसे उसे इन उन वाले वाली
    सवाल जवाब मतलब अच्छा यानी बस ना सकता`,
  detector: `आपको लेकिन ही`,
});
