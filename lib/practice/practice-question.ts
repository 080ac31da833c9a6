import { z } from 'zod';
import type { QuestionKind } from '../feedback/answer-score';

/**
 * One question of an offline practice bank (lib/language/packs/<code>/practice-questions.ts). `kind` uses the
 * rubric's kinds, because it decides how the answer's structure is scored; situational,
 * motivation and background questions are all "other".
 */
export type PracticeRole =
  | 'software'
  | 'data'
  | 'product'
  | 'design'
  | 'sales'
  | 'marketing'
  | 'customer-success'
  | 'finance'
  | 'operations'
  | 'healthcare'
  | 'teaching'
  | 'general';

export type PracticeQuestion = {
  /** Stable: recent practice turns are matched back to the bank by it (and by text). */
  id: string;
  text: string;
  kind: QuestionKind;
  roles: PracticeRole[];
  /** Words a job description or resume for this kind of role would contain, in the question's language. */
  keywords: string[];
  /** The language the question is written in (primary subtag); absent in the English bank. */
  language?: string;
};

export const practiceRoundSchema = z.enum(['behavioural', 'technical', 'mixed']);
export type PracticeRound = z.infer<typeof practiceRoundSchema>;

export const PRACTICE_COUNTS = [3, 5, 8] as const;
export const practiceCountSchema = z.union([z.literal(3), z.literal(5), z.literal(8)]);
export type PracticeCount = z.infer<typeof practiceCountSchema>;

export const PRACTICE_ROUND_LABELS: Record<PracticeRound, string> = {
  behavioural: 'Behavioural',
  technical: 'Technical',
  mixed: 'Mixed',
};
