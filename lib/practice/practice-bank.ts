// The offline practice banks, one in each language whose pack has one (lib/language/packs/<code>/
// practice-questions.ts). English is the largest and the fallback for every other.
import { AUTO_LANGUAGE, languageLabel, primaryLanguage } from '../language/languages';
import { textsWith } from '../language/packs/text-registry';
import type { PracticeQuestion } from './practice-question';

const BANKS: Record<string, readonly PracticeQuestion[]> = Object.fromEntries(textsWith('practiceQuestions').map((p) => [p.code, p.data]));

export const PRACTICE_BANK_LANGUAGES = Object.keys(BANKS);

export type PracticeBank = {
  questions: readonly PracticeQuestion[];
  /** The language the questions are in: the one asked for, or "en" when it has no bank yet. */
  language: string;
  /** Set when the bank fell back to English: the sentence the practice screen shows. */
  fallbackNotice?: string;
};

/** The offline bank for a language tag ("pt-BR" reads the Portuguese bank); English, with a notice, when there is none. */
export function practiceBank(tag: string | undefined): PracticeBank {
  const code = tag && tag !== AUTO_LANGUAGE ? primaryLanguage(tag) : 'en';
  const questions = BANKS[code];
  if (questions) return { questions, language: code };
  return {
    questions: BANKS.en,
    language: 'en',
    fallbackNotice: `Practice questions are in English: the offline question bank has no ${languageLabel(code)} questions yet.`,
  };
}

/** Every bank's questions, for matching recent practice turns back to bank ids whatever language they were in. */
export function allPracticeQuestions(): readonly PracticeQuestion[] {
  return Object.values(BANKS).flat();
}

const BY_ID = new Map(allPracticeQuestions().map((q) => [q.id, q]));

/** The bank question with this id, in any language. */
export function findBankQuestion(id: string): PracticeQuestion | undefined {
  return BY_ID.get(id);
}
