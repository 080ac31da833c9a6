// What the unsupported-claims check knows of Japanese: months and weekdays, dates written year
// first ("2021年3月"), the words of job titles (written together: シニアエンジニア, 上級研究員),
// numbers in kanji (二百万, with 十 百 千 inside 万 and 億) and after digits (200万), and the words
// that tell whom a sentence speaks of. Japanese drops the subject and its verbs do not mark the
// person, so only pronouns and 弊社 (our company) tell. Japanese has no capitals, so names are
// checked only in Latin letters.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  days: '月曜日 火曜日 水曜日 木曜日 金曜日 土曜日 日曜日 月曜 火曜 水曜 木曜 金曜 土曜 日曜',
  yearFirstDates: { year: '年', month: '月' },
  seniority: 'シニア ジュニア 上級 主任 主席 首席 チーフ リード プリンシパル スタッフ 中級 初級',
  roles: 'エンジニア 技術者 開発者 デベロッパー プログラマー プログラマ マネージャー マネジャー ディレクター デザイナー アナリスト アーキテクト コンサルタント 研究員 研究者 看護師 科学者 サイエンティスト スペシャリスト リーダー 責任者',
  // The area first and the head after it, with no seniority word: 営業部長, 品質責任者.
  heads: '部長 課長 責任者',
  joiners: '',
  titlesUnspaced: true,
  numberWords: { 零: 0, 〇: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 万: 1e4, 億: 1e8, 兆: 1e12 },
  numberMultipliers: { 十: 10, 百: 100, 千: 1_000 },
  numbersCompound: true,
  percentWords: ['パーセント'],
  magnitudes: { 千: 1e3, 万: 1e4, 百万: 1e6, 千万: 1e7, 億: 1e8, 兆: 1e12 },
  currencyWords: '円 ドル ユーロ',
  titleTranslations: {
    シニア: 'senior', ジュニア: 'junior', 上級: 'senior', 主任: 'chief', 主席: 'principal', 首席: 'principal', チーフ: 'chief',
    リード: 'lead', プリンシパル: 'principal', スタッフ: 'staff', 中級: 'mid', 初級: 'junior', エンジニア: 'engineer',
    技術者: 'engineer', 開発者: 'developer', デベロッパー: 'developer', プログラマー: 'programmer', プログラマ: 'programmer',
    マネージャー: 'manager', マネジャー: 'manager', ディレクター: 'director', デザイナー: 'designer', アナリスト: 'analyst',
    アーキテクト: 'architect', コンサルタント: 'consultant', 研究員: 'researcher', 研究者: 'researcher', 看護師: 'nurse',
    科学者: 'scientist', サイエンティスト: 'scientist', スペシャリスト: 'specialist', リーダー: 'lead', 責任者: 'head', 部長: 'head|director', 課長: 'manager',
    ソフトウェア: 'software', データ: 'data', プロダクト: 'product', 製品: 'product', 営業: 'sales', セキュリティ: 'security',
    プラットフォーム: 'platform', プロジェクト: 'project', バックエンド: 'backend', フロントエンド: 'frontend', 品質: 'quality',
  },
  firstPerson: '私 僕 わたし 我々 弊社',
  firstPersonSubjects: '私は 私が 私たちは 私たちが 僕は 僕が 我々は 我々が 弊社は 弊社が',
  secondPerson: 'あなた 御社 貴社 皆様 皆さん',
  aheadWords: ['したい', 'りたい', 'きたい', 'たいと思', 'たいです', 'つもり', '予定', '希望', '楽しみ', 'ぜひ', '是非', 'できれば', '入社したら', '入社後', '興味', '魅力'],
};
