// The questions an application's interview is likely to ask, from the offline practice bank.
import { guessLanguage } from '../language/guess-language';
import { AUTO_LANGUAGE } from '../language/languages';
import { practiceBank } from '../practice/practice-bank';
import { pickPracticeQuestions } from '../practice/pick-practice-questions';
import type { PracticeQuestion, PracticeRole } from '../practice/practice-question';
import { Bm25Index } from '../retrieval/bm25';
import { tokenize } from '../retrieval/rank-terms';

export const LIKELY_QUESTION_COUNT = 8;

export type LikelyQuestions = {
  questions: PracticeQuestion[];
  /** The bank's language: the application's when the bank has it, else English. */
  language: string;
};

/**
 * The application's language when it names one; under Auto-detect (or a profile set to it) the
 * language the job description is written in, since that is what the interview will most
 * likely be held in; English when neither says.
 */
export function sheetLanguage(applicationLanguage: string | null, profileLanguage: string | null, jobDescription: string): string {
  const chosen = applicationLanguage ?? profileLanguage;
  if (chosen && chosen !== AUTO_LANGUAGE) return chosen;
  return guessLanguage(jobDescription) ?? 'en';
}

/**
 * Eight questions ranked by the job description. BM25 over each question's words and keywords
 * decides which roles of the bank this job is about (a role counts when its questions score at
 * least half as well as the best role's); practice's own picker (the job description's keywords,
 * the behavioural/technical/other mix) then chooses among those roles' questions and the general
 * ones. A sales question thus never reaches a data engineer's sheet just because the picker
 * wanted another technical question, and a description naming no role gets general questions.
 * Deterministic: the same description gives the same questions.
 */
export function likelyQuestions(jobDescription: string, language: string, count = LIKELY_QUESTION_COUNT): LikelyQuestions {
  const bank = practiceBank(language);
  const roles = rolesOfJob(bank.questions, jobDescription);
  const pool = bank.questions.filter((q) => q.roles.some((role) => role === 'general' || roles.has(role)));
  const questions = pickPracticeQuestions({ round: 'mixed', count, jobDescription, bank: pool, language: bank.language, seed: 0 });
  // A bank too small for the count is topped up from the whole bank, still in the picker's order.
  if (questions.length < count) {
    const more = pickPracticeQuestions({ round: 'mixed', count: count * 2, jobDescription, bank: bank.questions, language: bank.language, seed: 0 });
    for (const q of more) if (questions.length < count && !questions.some((p) => p.id === q.id)) questions.push(q);
  }
  return { questions, language: bank.language };
}

/** A role is this job's when its questions match the description at least this share as well as the best role's. */
const ROLE_SHARE = 0.5;

/** The bank's roles (never "general") whose questions' words and keywords the description shares most. */
function rolesOfJob(bank: readonly PracticeQuestion[], jobDescription: string): Set<PracticeRole> {
  const terms = tokenize(jobDescription);
  if (terms.length === 0) return new Set();
  const index = new Bm25Index(bank.map((q) => tokenize(`${q.text} ${q.keywords.join(' ')}`)));
  const totals = new Map<PracticeRole, number>();
  for (const { index: i, score } of index.rank(terms, bank.length)) {
    for (const role of bank[i].roles) if (role !== 'general') totals.set(role, (totals.get(role) ?? 0) + score);
  }
  const best = Math.max(0, ...totals.values());
  return new Set([...totals].filter(([, total]) => best > 0 && total >= best * ROLE_SHARE).map(([role]) => role));
}
