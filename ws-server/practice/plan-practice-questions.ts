// The questions of one practice round: written by the model when one is configured, else (or
// when it fails or is slow) drawn from the offline bank of the round's language (English when
// that language has none yet, and the plan says so), ranked by the job description and
// steering away from what the candidate was asked in recent rounds.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import { pickPracticeQuestions } from '../../lib/practice/pick-practice-questions';
import { allPracticeQuestions, practiceBank } from '../../lib/practice/practice-bank';
import type { PracticeRound } from '../../lib/practice/practice-question';
import type { PlannedPracticeQuestion as PlannedQuestion } from '../history/history-store';
import type { PracticeCoach } from './practice-coach';

export type { PlannedPracticeQuestion as PlannedQuestion } from '../history/history-store';

export interface PlanInput {
  round: PracticeRound;
  count: number;
  resume: string;
  jobDescription: string;
  /** Question texts of recent practice turns, newest first. */
  recent: string[];
  coach?: PracticeCoach;
  timeoutMs: number;
  seed: number;
  conn: string;
  /** The session's: a socket that closes cancels the model call (each one costs tokens). */
  signal?: AbortSignal;
  /** The language the interviewer asks in (a BCP-47 tag); English when absent. */
  language?: string;
}

export interface Plan {
  questions: PlannedQuestion[];
  source: 'ai' | 'bank';
  /** Set when questions came from the English bank because the round's language has none. */
  fallbackNotice?: string;
}

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export async function planPracticeQuestions(input: PlanInput): Promise<Plan> {
  const recent = new Set(input.recent.map(normal));
  const recentQuestionIds = allPracticeQuestions()
    .filter((q) => recent.has(normal(q.text)))
    .map((q) => q.id);
  const { fallbackNotice } = practiceBank(input.language);
  const bank = () =>
    pickPracticeQuestions({ round: input.round, count: input.count, jobDescription: input.jobDescription, resume: input.resume, recentQuestionIds, seed: input.seed, language: input.language }).map(
      ({ id, text, kind }) => ({ id, text, kind }),
    );
  if (!input.coach) return { questions: bank(), source: 'bank', fallbackNotice };
  try {
    const written = await input.coach.questions(
      { round: input.round, count: input.count, resume: input.resume, jobDescription: input.jobDescription, avoid: input.recent, language: input.language },
      input.signal ? AbortSignal.any([input.signal, AbortSignal.timeout(input.timeoutMs)]) : AbortSignal.timeout(input.timeoutMs),
    );
    const questions = written.filter((q) => !recent.has(normal(q.text))).map((q, i) => ({ id: `g${i + 1}`, text: q.text, kind: q.kind }));
    // A model that wrote too few is topped up from the bank rather than cutting the round short.
    const writtenCount = questions.length;
    for (const q of bank()) {
      if (questions.length >= input.count) break;
      if (!questions.some((p) => normal(p.text) === normal(q.text))) questions.push(q);
    }
    const toppedUp = questions.slice(0, input.count).length > writtenCount;
    return { questions: questions.slice(0, input.count), source: 'ai', ...(toppedUp && fallbackNotice ? { fallbackNotice } : {}) };
  } catch (error) {
    // Cancelled with its session: nobody is left to ask.
    if (input.signal?.aborted) throw input.signal.reason;
    writeLog('warn', 'practice_questions_fallback', { conn: input.conn, coach: input.coach.name, error: toError(error).message });
    return { questions: bank(), source: 'bank', fallbackNotice };
  }
}
