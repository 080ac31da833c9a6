// Vietnamese. Question words mostly come at the end ("…làm gì", "…thế nào", "…không"), so they
// count there or, for the longer ones, anywhere; "phải không" and "đúng không" at the end are tags.
import { either, endsWith, hasPhrase, taggedOrNot, wholly, words, type QuestionRules } from '../../../questions/question-rules';

export const QUESTION_RULES: QuestionRules = {
  hesitation: /(?<=^| )(?:ờ+|ừ+|à+|ừm+|ưm+)(?= |$)/gu,
  bareWhy: wholly(['vậy', 'thế', 'nhưng'], ['tại sao', 'vì sao', 'sao vậy', 'tại sao vậy', 'sao', 'tại sao thế']),
  whQuestion: either(hasPhrase(['tại sao', 'vì sao', 'như thế nào', 'thế nào', 'bao nhiêu', 'khi nào', 'ở đâu', 'làm sao', 'cái gì', 'điều gì', 'ai là', 'bao lâu', 'có bao giờ']), endsWith(['gì', 'nào', 'không', 'chưa', 'ai', 'đâu', 'sao', 'chứ'])),
  prompts: hasPhrase(['hãy kể', 'kể cho tôi', 'kể tôi nghe', 'kể về', 'hãy mô tả', 'mô tả', 'hãy giải thích', 'giải thích', 'hãy giới thiệu', 'giới thiệu về bản thân', 'cho tôi biết', 'hãy chia sẻ', 'chia sẻ về', 'cho ví dụ', 'cho một ví dụ', 'hãy nói về', 'nói về']),
  smallTalk: hasPhrase(['nghe rõ không', 'nghe được không', 'có nghe tôi nói không', 'nghe tôi không', '(?:bạn|anh|chị|em) khỏe không', 'chúng ta bắt đầu', 'bắt đầu nhé', 'bắt đầu được không', 'sẵn sàng chưa', 'micro của tôi', 'mạng của tôi', 'hiểu không', 'rõ chưa', 'uống nước', 'cà phê']),
  tagQuestion: taggedOrNot(['phải không', 'đúng không', 'nhỉ', 'nhé', 'đúng chứ', 'phải chứ', 'đúng vậy không']),
  unfinishedEnd: endsWith(['và', 'nhưng', 'hoặc', 'vì', 'bởi vì', 'của']),
  topicOpener: /^(?:(?:được rồi|vậy|bây giờ) )*(?:chúng ta (?:chuyển sang|nói về)|hãy chuyển sang|tiếp theo)(?= |$)/u,
  backReference: hasPhrase(['điều đó', 'việc đó', 'nó', 'họ', 'kết quả', 'sau đó', 'rồi sao', 'chuyện gì đã xảy ra', 'lúc đó']),
  opensTopic: hasPhrase(['hãy kể', 'kể cho tôi', 'hãy mô tả', 'hãy giải thích', 'hãy giới thiệu', 'cho tôi biết', 'hãy chia sẻ', 'hãy nói về']),
  followUp: /^(?:(?:vậy|thế|nhưng) )*(?:(?:tại sao|vì sao|sao)(?: vậy| thế)?$|nếu (?:như )?.* thì sao$|rồi sao|sau đó thì sao)/u,
  shortWords: 5,
};
