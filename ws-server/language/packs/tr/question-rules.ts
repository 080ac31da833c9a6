// Turkish. The verb comes last and the question particle (mi, mı, mu, mü with its endings:
// "misiniz", "musunuz") stands after what is asked, so it and the question words count
// anywhere; "değil mi" at the end is a tag, with or without a question mark.
import { hasPhrase, startsWith, taggedOrNot, wholly, words, type QuestionRules } from '../../../questions/question-rules';

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:ı+h*m*|e+h*m+|h+m+|şey)(?= |$)/gu,
  bareWhy: wholly(['peki', 've', 'ama'], ['neden', 'niye', 'niçin', 'neden peki', 'neden olmasın', 'nasıl yani']),
  whQuestion: hasPhrase(['ne', 'neden', 'niye', 'niçin', 'nasıl', 'ne zaman', 'nerede', 'nereden', 'nereye', 'hangi', 'kim', 'kimi', 'kime', 'kiminle', 'kaç', 'ne kadar', 'neler', 'nedir', 'neyi', 'neye', 'nelerdir', 'hangisi']),
  yesNoQuestion: /(?:^| )m[iıuü](?:[sydnş]\p{L}*)?(?= |$)/u,
  prompts: hasPhrase(['anlatın', 'anlatır mısınız', 'anlatabilir misiniz', 'anlat', 'bahseder misiniz', 'bahsedin', 'bahsedebilir misiniz', 'açıklayın', 'açıklar mısınız', 'açıklayabilir misiniz', 'tarif edin', 'örnek verin', 'örnek verir misiniz', 'kendinizi tanıtın', 'kendinizden bahsedin', 'tanıtır mısınız', 'söyleyin', 'paylaşın', 'merak ediyorum', 'öğrenmek isterim']),
  smallTalk: hasPhrase(['beni (?:duyabiliyor|duyuyor|görebiliyor|görüyor) mu(?:sunuz|sun)', 'sesim (?:geliyor|gidiyor) mu', 'nasılsınız', 'nasılsın', 'naber', 'başlayalım mı', 'başlayabilir miyiz', 'başlayalım', 'hazır mısınız', 'hazır mısın', 'mikrofonum', 'bağlantım', 'anlaşıldı mı', 'kahve', 'su ister']),
  tagQuestion: taggedOrNot(['değil mi', 'di mi', 'tamam mı', 'öyle mi', 'doğru mu', 'öyle değil mi']),
  unfinishedEnd: /(?:^| )(?:ve|ama|veya|ya da|çünkü|ki)$/u,
  clauseNotQuestion: /^(?:(?:ve|ama) )*(?:dediğim gibi|bildiğiniz gibi|bildiğin gibi)/u,
  topicOpener: startsWith(['peki', 'şimdi', 'tamam', 'evet'], ['geçelim', 'konuşalım', 'biraz da']),
  backReference: hasPhrase(['bu', 'bunu', 'bunun', 'bununla', 'o', 'onu', 'onun', 'onunla', 'sonra', 'sonrasında', 'sonuç', 'ne oldu', 'o zaman']),
  opensTopic: hasPhrase(['anlatın', 'anlatır mısınız', 'bahsedin', 'açıklayın', 'tarif edin', 'örnek verin', 'kendinizi tanıtın', 'paylaşın']),
  followUp: /^(?:(?:peki|ve|ama) )*(?:(?:neden|niye|niçin)(?: peki)?$|peki ya|ya (?:öyle )?olmasaydı|sonra ne oldu|sonra(?= |$))/u,
  shortWords: 3,
};
