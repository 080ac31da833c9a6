// The offline practice banks in other languages: at least 30 core questions each, marked with
// their language, ids unique across every bank; the picker ranks a language's bank by a job
// description in that language, and falls back to English (saying so) where there is none.
import { pickPracticeQuestions } from '@/lib/practice/pick-practice-questions';
import { allPracticeQuestions, findBankQuestion, PRACTICE_BANK_LANGUAGES, practiceBank } from '@/lib/practice/practice-bank';

const LANGUAGES = ['es', 'pt', 'fr', 'de', 'hi'];

describe('the practice banks in other languages', () => {
  it.each(LANGUAGES)('%s has at least 30 behavioural and situational questions, marked with its language', (code) => {
    const { questions, language, fallbackNotice } = practiceBank(code);
    expect(language).toBe(code);
    expect(fallbackNotice).toBeUndefined();
    expect(questions.length).toBeGreaterThanOrEqual(30);
    expect(questions.filter((q) => q.kind === 'behavioural').length).toBeGreaterThanOrEqual(15);
    expect(questions.filter((q) => q.kind === 'other').length).toBeGreaterThanOrEqual(10);
    for (const q of questions) {
      expect(q.language).toBe(code);
      expect(q.id).toMatch(new RegExp(`^${code}-gen-[bo]-\\d{2}$`));
      expect(q.keywords.length).toBeGreaterThanOrEqual(3);
      expect(q.text.length).toBeGreaterThan(20);
    }
    expect(new Set(questions.map((q) => q.text)).size).toBe(questions.length);
  });

  it('written in each language’s own script and words, not English', () => {
    expect(practiceBank('hi').questions.every((q) => /\p{Script=Devanagari}/u.test(q.text))).toBe(true);
    expect(practiceBank('es').questions.filter((q) => /\b(usted|su|le|me|qué|cómo|cuénteme|hábleme)\b/i.test(q.text)).length).toBeGreaterThan(20);
    expect(practiceBank('de').questions.filter((q) => /\b(Sie|Ihr|Ihre|Ihnen)\b/.test(q.text)).length).toBeGreaterThan(25);
  });

  it('ids are unique across every bank, and each finds its question', () => {
    const all = allPracticeQuestions();
    expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
    expect(findBankQuestion('es-gen-b-01')?.language).toBe('es');
    expect(PRACTICE_BANK_LANGUAGES.sort()).toEqual(['de', 'en', 'es', 'fr', 'hi', 'pt']);
  });

  it('a regional tag reads its language’s bank; a language with none falls back to English and says so', () => {
    expect(practiceBank('pt-BR').language).toBe('pt');
    expect(practiceBank('auto').language).toBe('en');
    expect(practiceBank('auto').fallbackNotice).toBeUndefined();
    expect(practiceBank('it')).toMatchObject({
      language: 'en',
      fallbackNotice: 'Practice questions are in English: the offline question bank has no Italian questions yet.',
    });
  });
});

describe('picking from a language’s bank', () => {
  it('asks Spanish questions in a Spanish round, ranked by a Spanish job description', () => {
    const jd = 'Buscamos responsable de atención al cliente: gestión de clientes difíciles, negociación y servicio.';
    const picked = pickPracticeQuestions({ round: 'behavioural', count: 3, jobDescription: jd, language: 'es' });
    expect(picked).toHaveLength(3);
    expect(picked.every((q) => q.language === 'es')).toBe(true);
    // The customer questions match the description's words ("cliente", "negociación", "servicio").
    expect(picked.map((q) => q.id)).toEqual(expect.arrayContaining(['es-gen-b-20', 'es-gen-b-14']));
  });

  it('alternates kinds in a mixed round and never repeats a question', () => {
    const picked = pickPracticeQuestions({ round: 'mixed', count: 8, language: 'de', seed: 3 });
    expect(picked).toHaveLength(8);
    expect(new Set(picked.map((q) => q.id)).size).toBe(8);
    expect(picked[0].kind).toBe('behavioural');
    expect(picked.some((q) => q.kind === 'other')).toBe(true);
  });

  it('a language without a bank gets English questions', () => {
    const picked = pickPracticeQuestions({ round: 'behavioural', count: 3, language: 'it' });
    expect(picked.every((q) => q.language === undefined && !/^[a-z]{2}-gen/.test(q.id))).toBe(true);
  });
});
