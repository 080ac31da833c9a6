// What the unsupported-claims check knows of Vietnamese, which writes each syllable apart: a
// month is "tháng 3", a weekday "thứ Hai", a title "kỹ sư phần mềm cấp cao", none of them one
// word, so there are no month names here; the days are the words that name a weekday after
// "thứ", and the roles those Vietnamese résumés write in English ("Senior Developer"). Numbers in
// words are read (hai mươi lăm, một trăm, ba triệu) except where the word, without its marks,
// is a common word: năm (five, and "year"), sáu (six, and sau "after"), tư (four, and từ "from"),
// ngàn (a thousand, and ngân "bank": nghìn is kept) and tỷ (a billion, and tỷ lệ "rate": kept
// after digits, "2 tỷ"). mười (ten) reads as mươi does, the same word without its marks.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: [],
  days: 'hai ba tư năm sáu bảy nhật',
  seniority: '',
  roles: 'developer engineer manager designer',
  heads: 'trưởng',
  joiners: 'và',
  // "những" is left out: without its marks it is "nhưng" (but).
  otherPersonWords: 'các',
  numberWords: { một: 1, mốt: 1, hai: 2, ba: 3, bốn: 4, lăm: 5, bảy: 7, tám: 8, chín: 9, trăm: 100, nghìn: 1_000, triệu: 1e6 },
  numberMultipliers: { mươi: 10 },
  numberJoiners: 'lẻ linh',
  percentWords: ['phần trăm'],
  magnitudes: { nghìn: 1e3, ngàn: 1e3, triệu: 1e6, tỷ: 1e9, tỉ: 1e9 },
  currencyWords: 'đồng vnđ vnd đô',
  titleTranslations: { trưởng: 'head|lead' },
  firstPerson: 'tôi mình em ta',
  firstPersonSubjects: 'tôi mình em ta',
  clauseWords: 'vì nhưng',
  employerWords: 'tại',
  rangeWords: 'xuống lên',
  secondPerson: 'bạn anh chị',
  aheadWords: ['muốn', 'mong', 'mong muốn', 'rất mong', 'mong được', 'hy vọng', 'hi vọng', 'sẽ', 'hào hứng', 'quan tâm', 'ngưỡng mộ', 'có thể', 'dự định', 'nếu được nhận'],
};
