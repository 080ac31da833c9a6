// The answer language in what the model is told: named (English and native names), the
// documents' own words kept as written, the question's language overridden; an English
// interview about English documents keeps the prompt it always had.
import { buildAnswerPrompt } from '@/ws-server/llm/prompt';
import { buildScreenPrompt } from '@/ws-server/llm/screen-prompt';
import type { AnswerRequest } from '@/ws-server/llm/answer-engine';

const base: AnswerRequest = {
  question: 'Tell me about a time you had a conflict with a coworker.',
  kind: 'behavioural',
  resume: 'Backend engineer at Northwind Traders, 2019 to 2024. Led the migration of billing to Kubernetes, cutting deploy time by 70%.',
  jobDescription: 'Globex is hiring a platform engineer to own the Kubernetes platform.',
  history: [],
};

const ENGLISH_OPENING = 'You help a job candidate during a live interview. You write what the candidate will say next, in the first person ("I"), as natural spoken English.';

describe('the answer prompt in the answer language', () => {
  it('leaves an English interview about English documents as it was', () => {
    const unset = buildAnswerPrompt(base);
    const english = buildAnswerPrompt({ ...base, language: 'en' });
    expect(english).toEqual(unset);
    expect(english.instructions.split('\n')[0]).toBe(ENGLISH_OPENING);
    expect(english.instructions).not.toMatch(/Write the whole answer in|not translated/);
    expect(english.instructions).toMatch(/about 150 words/);
    expect(english.prompt.endsWith("Write the candidate's answer to the question now.")).toBe(true);
  });

  it('asks for natural spoken Spanish, keeps the documents’ names and figures untranslated, and answers a question in another language in Spanish', () => {
    const { instructions, prompt } = buildAnswerPrompt({ ...base, language: 'es' });
    expect(instructions).toContain('as natural spoken Spanish (Español).');
    expect(instructions).not.toMatch(/spoken English/);
    expect(instructions).toContain('Write the whole answer in Spanish (Español), labels included, even when the question, the resume or the job description is in another language.');
    expect(instructions).toMatch(/own words as they are written there, not translated: names of employers, .*technologies, job titles, .*figures are quoted exactly as they appear/);
    expect(prompt.endsWith("Write the candidate's answer to the question now, in Spanish (Español).")).toBe(true);
    // The documents reach the model as written.
    expect(prompt).toContain('Led the migration of billing to Kubernetes, cutting deploy time by 70%.');
  });

  it('names Hindi in English and in Devanagari', () => {
    const { instructions, prompt } = buildAnswerPrompt({ ...base, question: 'मुझे उस समय के बारे में बताइए जब आपकी किसी सहकर्मी से असहमति हुई', language: 'hi' });
    expect(instructions).toContain('as natural spoken Hindi (हिन्दी).');
    expect(instructions).toContain('Write the whole answer in Hindi (हिन्दी), labels included');
    expect(prompt).toContain('<question>\nमुझे उस समय के बारे में बताइए');
    expect(instructions).toMatch(/about 150 words/);
  });

  it('measures a Chinese answer in characters and names the script a region implies', () => {
    const simplified = buildAnswerPrompt({ ...base, question: '请讲讲你和同事发生冲突的一次经历。', language: 'zh' }).instructions;
    expect(simplified).toContain('as natural spoken Chinese (Mandarin; 中文（普通话）).');
    expect(simplified).toMatch(/Keep it to about 255 characters unless the question needs code/);
    expect(simplified).not.toMatch(/Traditional/);
    const taiwan = buildAnswerPrompt({ ...base, language: 'zh-TW' }, { targetWords: 100 }).instructions;
    expect(taiwan).toContain('in Traditional Chinese characters');
    expect(taiwan).toMatch(/about 170 characters/);
  });

  it('answers in English when the candidate chose English notes for a German interview, saying so', () => {
    const { instructions, prompt } = buildAnswerPrompt({ ...base, question: 'Erzählen Sie mir von einem Konflikt mit einem Kollegen. Wie sind Sie damit umgegangen?', language: 'en' });
    expect(instructions.split('\n')[0]).toBe(ENGLISH_OPENING);
    expect(instructions).toContain('Write the whole answer in English, labels included, even when the question, the resume or the job description is in another language.');
    expect(prompt.endsWith('now, in English.')).toBe(true);
  });

  it('reads a regional tag as its language with the region', () => {
    expect(buildAnswerPrompt({ ...base, language: 'pt-BR' }).instructions).toContain('as natural spoken Portuguese (Brazil; Português).');
  });
});

describe('the screen prompt in the answer language', () => {
  const screen = { frames: [], text: 'Two Sum: return indices of the two numbers that add up to target.' };

  it('writes the explanation in the answer language and keeps code and the screen’s words as written', () => {
    const { instructions } = buildScreenPrompt({ ...base, question: '[Screen]', screen, language: 'de' }, false);
    expect(instructions).toContain('Write the Problem, Approach, Complexity and Say aloud parts in German (Deutsch), their labels included. Code, identifiers, and the words quoted from the screen stay as they are written.');
  });

  it('is unchanged for English, whatever the screen’s language', () => {
    const english = buildScreenPrompt({ ...base, question: '[Screen]', screen, language: 'en' }, false);
    expect(english).toEqual(buildScreenPrompt({ ...base, question: '[Screen]', screen }, false));
    expect(english.instructions).not.toMatch(/Say aloud parts in/);
  });
});
