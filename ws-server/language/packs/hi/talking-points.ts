// Hindi (आप, as a coach addresses a candidate). Sentences end with the danda "।". Words an
// Indian interview uses in English (resume, job description, AI) are written as Hindi speakers
// write them, in Devanagari, or left in Latin letters for product names.
import type { TalkingPointLanguage } from '../../../llm/offline/offline-language';

export const TALKING_POINTS: TalkingPointLanguage = {
  words: {
    heading: '**ऑफ़लाइन मुख्य बिंदु** (कोई AI मॉडल सेट नहीं है: आपके रिज़्यूमे और जॉब डिस्क्रिप्शन से चुने गए)',
    addDocuments: 'अपने अनुभव पर आधारित बिंदु पाने के लिए अपना रिज़्यूमे और जॉब डिस्क्रिप्शन जोड़ें (Personalize में)।',
    line: '- **{label}:** {text}',
    quotes: ['“', '”'],
    behavioural: {
      intro: 'एक असली उदाहरण के साथ, STAR क्रम में जवाब दें:',
      situation: { label: 'स्थिति / काम', advice: 'आप कहाँ थे और क्या करना था।' },
      action: { label: 'आपने क्या किया', advice: 'आपने ख़ुद क्या किया, क़दम-दर-क़दम: यही सबसे लंबा हिस्सा है।' },
      result: { label: 'नतीजा', advice: 'क्या नतीजा निकला, हो सके तो किसी संख्या के साथ, और आपने क्या सीखा।' },
    },
    technical: {
      intro: 'पहले सवाल का सीधा जवाब दें (यह क्या है, कैसे काम करता है, फ़ायदे और कमियाँ), फिर:',
      usedIt: { label: 'आपने इसे कहाँ इस्तेमाल किया', advice: 'कोई प्रोजेक्ट जिसमें इसकी ज़रूरत पड़ी।' },
      alsoRelevant: 'यह भी काम का है',
    },
    situational: {
      intro: 'पहले बताएँ कि आप क्या करेंगे, फिर क़दम और उनकी वजह:',
      first: { label: 'सबसे पहले', advice: 'लक्ष्य, किन लोगों पर असर पड़ेगा और समय-सीमा साफ़ करें।' },
      similar: { label: 'मिलता-जुलता अनुभव', advice: 'ऐसी ही कोई स्थिति जिसे आपने संभाला हो।' },
    },
    motivation: {
      draw: { label: 'इस भूमिका में आपको क्या खींचता है', advice: 'इस भूमिका और कंपनी में आपको सच में क्या दिलचस्प लगता है।' },
      bring: { label: 'आप क्या लेकर आते हैं', advice: 'आपका वह अनुभव जो इस भूमिका से सबसे ज़्यादा मेल खाता है।' },
      also: 'साथ ही',
    },
    background: {
      intro: 'एक छोटी कहानी जो आपको इस भूमिका तक लाए:',
      now: { label: 'अभी', advice: 'आज आप क्या करते हैं।' },
      before: { label: 'पहले', advice: 'वह अनुभव जो आपको यहाँ तक लाया।' },
    },
    general: {
      intro: 'पहले सीधा जवाब दें, फिर उसे किसी उदाहरण से पक्का करें:',
      example: { label: 'आपके अनुभव से', advice: 'एक ठोस उदाहरण।' },
      also: 'साथ ही',
    },
    tieToRole: 'भूमिका से जोड़ें',
    story: {
      heading: '**ऑफ़लाइन मुख्य बिंदु** (कोई AI मॉडल सेट नहीं है: आपकी अपनी कहानी, जैसी आपने लिखी थी)',
      fromStory: '**आपकी कहानी से:** {title}',
      noneFits: 'अभी आपकी कोई कहानी इस सवाल से मेल नहीं खाती; आपके रिज़्यूमे से:',
      situation: 'स्थिति',
      task: 'काम',
      action: 'आपने क्या किया',
      result: 'नतीजा',
      figures: 'आँकड़े',
    },
  },
  achievementWords: ['नेतृत्व', 'बनाया', 'विकसित', 'लॉन्च', 'सुधारा', 'सुधार', 'घटाया', 'कम किया', 'बढ़ाया', 'माइग्रेट', 'संभाला', 'डिज़ाइन', 'ऑटोमेट'],
};
