// The claim words of every interview language: for twelve languages, answers a candidate gives
// in it checked against an English resume (tests/fixtures/claim-answers.ts), and for all 19 that
// each pack has what the check reads. The todos at the end are what the check itself cannot read
// yet in these languages; each says what it would need.
import { fold } from '@/lib/evidence/claim-text';
import { CLAIM_LANGUAGES } from '@/lib/evidence/claim-words';
import { findUnsupportedClaims } from '@/lib/evidence/unsupported-claims';
import { INTERVIEW_LANGUAGES } from '@/lib/language/languages';
import { CLAIM_ANSWERS, COMPANY, FIRST_PERSON_ENDINGS, HEAD_TITLES, LEFT_OUT, RESUME, type ClaimAnswers } from '../fixtures/claim-answers';

/** The sources a session gives the check, with the answer language the session knows. */
const support = (c: ClaimAnswers) => ({ record: [RESUME], hiring: [c.job, c.question], company: COMPANY, language: c.code });
/** A record that backs only the employer's name: what else the check reads in an answer is then flagged. */
const nothing = (c: ClaimAnswers) => ({ record: ['Acme Payments'], hiring: [], language: c.code });

describe('claim words in twelve more languages', () => {
  it.each(CLAIM_ANSWERS)('$code: a figure in the resume is backed when the answer writes it another way', (c) => {
    expect(findUnsupportedClaims(c.figures.answer, nothing(c))).toEqual(c.figures.read);
    expect(findUnsupportedClaims(c.figures.answer, support(c))).toEqual([]);
  });

  it.each(CLAIM_ANSWERS)("$code: a figure only the job description has is flagged when claimed as the candidate's", (c) => {
    expect(findUnsupportedClaims(c.jobFigure.answer, support(c))).toEqual(c.jobFigure.flagged);
  });

  it.each(CLAIM_ANSWERS)("$code: the resume's English title is backed when the answer gives it in the language", (c) => {
    expect(findUnsupportedClaims(c.title.answer, nothing(c))).toEqual([c.title.read]);
    expect(findUnsupportedClaims(c.title.answer, support(c))).toEqual([]);
  });

  it.each(CLAIM_ANSWERS)('$code: a title no source has is flagged', (c) => {
    expect(findUnsupportedClaims(c.otherTitle.answer, support(c))).toEqual(c.otherTitle.flagged);
  });

  it.each(CLAIM_ANSWERS.filter((c) => c.dates))("$code: a month and year is backed by the resume's date and flagged when no source has it", (c) => {
    expect(findUnsupportedClaims(c.dates!.answer, support(c))).toEqual(c.dates!.flagged);
  });

  it.each(CLAIM_ANSWERS)('$code: a sentence that looks ahead to joining the company flags nothing', (c) => {
    expect(findUnsupportedClaims(c.ahead, support(c))).toEqual([]);
  });

  it.each(HEAD_TITLES)('$code: a head and its area is a title, backed by the English title: $read', ({ code, answer, read, backedBy }) => {
    expect(findUnsupportedClaims(answer, { record: [RESUME], hiring: [], language: code })).toEqual([read]);
    expect(findUnsupportedClaims(answer, { record: [RESUME, `${backedBy}, Acme Payments (2015 – 2019)`], hiring: [], language: code })).toEqual([]);
  });

  it.each(FIRST_PERSON_ENDINGS)("$code: a first-person verb makes a figure the candidate's even beside \"you\"", ({ code, answer, flagged }) => {
    expect(findUnsupportedClaims(answer, support(CLAIM_ANSWERS.find((a) => a.code === code)!))).toEqual(flagged);
  });

  it.each(LEFT_OUT)('$code: a common word left out of the lists makes no claim: $word', ({ code, answer, flagged }) => {
    const c = CLAIM_ANSWERS.find((a) => a.code === code);
    expect(findUnsupportedClaims(answer, c ? support(c) : { record: [RESUME], hiring: [], language: code })).toEqual(flagged);
  });
});

describe('claim words of all 19 languages', () => {
  const english = CLAIM_LANGUAGES.find((l) => l.code === 'en')!;
  const englishTitleWords = new Set([...english.seniority.split(/\s+/), ...english.roles.split(/\s+/)]);
  const words = (list: string | undefined) => (list ?? '').split(/\s+/).filter(Boolean);
  /** Vietnamese writes a month with its number ("tháng 3"): no month is one word. */
  const monthsByNumber = new Set(['vi']);

  it('gives every interview language claim words', () => {
    expect(CLAIM_LANGUAGES.map((l) => l.code)).toEqual(INTERVIEW_LANGUAGES.map((l) => l.code));
  });

  it.each(CLAIM_LANGUAGES.map((l) => [l.code, l] as const))('%s: has twelve months, its weekdays and its roles', (code, l) => {
    expect(l.months).toHaveLength(monthsByNumber.has(code) ? 0 : 12);
    for (const forms of l.months) expect(forms).toBe(forms.toLowerCase());
    expect(words(l.days).length).toBeGreaterThanOrEqual(6);
    expect(words(l.roles).length).toBeGreaterThan(0);
  });

  it.each(CLAIM_LANGUAGES.map((l) => [l.code, l] as const))('%s: translates every seniority and role word it lists that is not English', (_code, l) => {
    const listed = [...words(l.seniority), ...words(l.seniorityAfter), ...words(l.roles)];
    const untranslated = listed.filter((w) => !englishTitleWords.has(w) && !(l.titleTranslations && w in l.titleTranslations));
    expect(untranslated).toEqual([]);
  });

  it('gives each month form and each translated title word one meaning across all languages', () => {
    const month = new Map<string, number>();
    const englishOf = new Map<string, string>();
    const clashes: string[] = [];
    for (const l of CLAIM_LANGUAGES) {
      l.months.forEach((forms, i) => {
        for (const f of words(forms)) if ((month.get(f) ?? i + 1) !== i + 1) clashes.push(`${l.code} month ${f}`);
        for (const f of words(forms)) month.set(f, i + 1);
      });
      // The check compares title words folded ("líder" and "lider" are one word).
      for (const [w, e] of Object.entries(l.titleTranslations ?? {})) {
        if ((englishOf.get(fold(w)) ?? e) !== e) clashes.push(`${l.code} title ${w}`);
        englishOf.set(fold(w), e);
      }
    }
    expect(clashes).toEqual([]);
  });
});

// What the check cannot read yet in these languages (lib/evidence/ is changed by its own owner).
describe('claims the check cannot read yet', () => {
  // tr: a suffix after an apostrophe belongs to the name or month before it ("Globex'te", "Mart'ta").
  it.todo("tr: backs \"Acme Payments'ta\" by the resume's Acme Payments");
  // tr: a percentage word before the number, with a space between ("yüzde 40").
  it.todo('tr: reads "yüzde 40" as 40%');
  // tr: "on" (10) and "yüz" (100) are left out of the number words: read only in an answer known to be
  // Turkish, they would not flag English "on" or Turkish "yüz yüze" (face to face).
  it.todo('tr: reads "on iki" as 12 and "iki yüz bin" as 200,000');
  // tr: a magnitude with a suffix on it ("10 milyonluk") is still the magnitude.
  it.todo('tr: reads "10 milyonluk" as 10 million');
  // ar: teens are a unit and a ten with nothing between ("ثلاثة عشر", 13), now read as 3 and 10.
  it.todo('ar: reads "ثلاثة عشر" as 13');
  // ar: a dual is the number and its scale in one word ("ألفين", two thousand; "مليونين", two million), not a scale alone.
  it.todo('ar: reads "مليونين" as 2 million');
  // ar: the Arabic thousands separator and decimal point ("١٬٢٠٠", "٢٫٥").
  it.todo('ar: reads "١٬٢٠٠" as 1,200 and "٢٫٥" as 2.5');
  // ar: the article and "as" are written onto the title ("المهندس", "كمهندس برمجيات أول").
  it.todo('ar: finds the title in "عملت كمهندس برمجيات أول"');
  // ja: the prolonged sound mark ー is no Katakana letter, so the prose splits "マネージャー" and "パーセント" at it.
  it.todo('ja: finds the title シニアマネージャー and reads "40パーセント" as 40%');
  // ja, zh: a claim is given back with the spaces the prose puts around kanji ("1000 万", "2020 年 6 月"), not as the
  // answer wrote it; the Japanese date case above expects the spaces until then.
  it.todo('ja: flags "1000万" and "2020年6月" as the answer wrote them');
  // ja: a katakana word between seniority and role ("シニアソフトウェアエンジニア"), or a middle dot ("シニア・エンジニア").
  it.todo('ja: finds the titles シニアソフトウェアエンジニア and シニア・エンジニア');
  // ja: numbers in kanji are read only in a run that starts with a kanji ("それを二百万件に" starts with kana).
  it.todo('ja: reads 二百万 in "それを二百万件に"');
  // ko: number words are looked for by the first two letters of a form, and a Sino-Korean numeral is one syllable ("사십" opens with 사).
  it.todo('ko: reads "사십 퍼센트" as 40% and "이백만" as 2 million');
  // ko: particles are written onto the word before them, a Latin name too ("엔지니어로", "Acme Payments에서").
  it.todo('ko: finds the title in "시니어 엔지니어로 일했습니다" and backs "Acme Payments에서"');
  // ko: a Hangul magnitude glued to a counter or a particle ("200만명", "5억원").
  it.todo('ko: reads "200만명" as 2 million');
  // ko: titles written as one word ("선임연구원", senior researcher).
  it.todo('ko: finds the title 선임연구원');
  // vi: a month is "tháng" and its number ("tháng 3 năm 2019", "tháng 3/2019"); a title is several syllables.
  it.todo('vi: checks "tháng 3 năm 2019" as March 2019 and finds the title "kỹ sư phần mềm cấp cao"');
  // vi, de: joiners and weekdays are compared folded but kept as written ("và" is read as "va", "für" as "fur").
  it.todo('vi: joins "Đầu Tư và Phát Triển" into one name');
  // id: a currency sign glued to the digits ("Rp5 juta"), and an area of two words ("perangkat lunak", software).
  it.todo('id: reads "Rp5 juta" as 5 million and backs "Insinyur Perangkat Lunak Senior"');
  // id: teens are a unit and "belas" ("tiga belas", 13); "belas" is left out so they are not misread.
  it.todo('id: reads "tiga belas" as 13');
  // it: lower-case heads of an area need the language's own "of" words (di, della, dei; "da" is "since").
  it.todo('it: finds the title "responsabile della sicurezza"');
  // ru, uk, pl: a head and an area that is itself a head and its area, in the genitive ("руководитель отдела продаж").
  // tr: the area first and the head after it, capitalised ("Satış Müdürü"): the area-first pattern wants lower case.
  it.todo('ru: finds the title "руководитель отдела продаж"');
  it.todo('tr: finds the title "Satış Müdürü"');
  // it, pl: a pronoun of address is capitalised in polite writing ("Lei", "Pan") and is no name.
  it.todo('it: flags no name in "come Lei sa"');
  // An answer with no session language is English, yet every language's number words are read in it:
  it('en: flags no figure in "I owned the tram app once" when the session gives no language', () => {
    // Without the session's language, the number words read are those of the guessed language and English.
    expect(findUnsupportedClaims('I owned the tram app once, and I shipped it twice a week.', { record: ['I built mobile apps.'], hiring: [] })).toEqual([]);
  });
  // ru, uk: Cyrillic names take case endings ("в Яндексе" for Яндекс).
  it.todo('ru: backs "в Яндексе" by the resume\'s Яндекс');
});
