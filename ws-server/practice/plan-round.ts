// The questions of one practice round, settled before the first is asked: the candidate's own
// list ("Practise these") as given, else a round planned around what they were asked lately.
// A resumed round without a stored plan keeps what it already asked and plans the rest. Each
// plan is stored, so a reconnect on any server asks the same questions.
import { randomInt } from 'node:crypto';
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import { primaryLanguage } from '../../lib/language/languages';
import { practiceBank } from '../../lib/practice/practice-bank';
import type { PracticeRound } from '../../lib/practice/practice-question';
import type { NoticeMessage } from '../../lib/protocol';
import type { HistoryStore } from '../history/history-store';
import { planGivenQuestions } from './given-questions';
import { planPracticeQuestions, type PlannedQuestion } from './plan-practice-questions';
import type { PracticeCoach } from './practice-coach';
import type { PracticeStore } from './practice-store';
import { questionLanguage } from './question-language';

export interface RoundPlanInput {
  round: PracticeRound;
  count: number;
  /** "Practise these": the questions to ask, in order. */
  given?: readonly string[];
  userId: string;
  historyId?: string;
  context(): { resume: string; jobDescription: string };
  history: Pick<HistoryStore, 'savePracticePlan'>;
  practice: Pick<PracticeStore, 'recentQuestions'>;
  coach?: PracticeCoach;
  /** The language the interviewer asks in (a BCP-47 tag). */
  language: string;
  conn: string;
}

export interface PlanningRun {
  signal: AbortSignal;
  closed(): boolean;
  /** Takes the plan's write, which the round waits for before it is done. */
  track(write: Promise<unknown>): void;
}

const PLAN_TIMEOUT_MS = 20_000;
const RECENT_QUESTIONS = 40;

const normalQuestion = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The round's questions; undefined when the round closed while they were planned. */
export async function planRound(o: RoundPlanInput, asked: string[], run: PlanningRun): Promise<PlannedQuestion[] | undefined> {
  // The candidate's own list needs no planning: what they were asked lately is no reason to skip one.
  if (o.given?.length) return keep(o, planGivenQuestions(o.given, o.language), 'given', 0, run);
  const recent = await o.practice.recentQuestions(o.userId, RECENT_QUESTIONS).catch((e: unknown) => {
    writeLog('warn', 'practice_recent_failed', { conn: o.conn, error: toError(e).message });
    return [] as string[];
  });
  // Closed while the recent questions were read: no model call for a round nobody will hear.
  if (run.closed()) return undefined;
  const { resume, jobDescription } = o.context();
  const plan = await planPracticeQuestions({
    round: o.round,
    count: o.count,
    resume,
    jobDescription,
    recent: [...asked, ...recent],
    coach: o.coach,
    timeoutMs: PLAN_TIMEOUT_MS,
    seed: randomInt(2 ** 31),
    conn: o.conn,
    signal: run.signal,
    language: o.language,
  }).catch((error: unknown) => {
    if (run.closed()) return undefined;
    throw error;
  });
  if (!plan) return undefined;
  const questions = [...asked.map((text, i) => ({ id: `asked-${i + 1}`, text, kind: 'other' as const })), ...plan.questions].slice(0, Math.max(o.count, asked.length));
  return keep(o, questions, plan.source, recent.length, run);
}

/** Logs the plan and stores it, so a reconnect on any server asks the same questions. */
function keep(o: RoundPlanInput, questions: PlannedQuestion[], source: 'ai' | 'bank' | 'given', recent: number, run: PlanningRun): PlannedQuestion[] {
  writeLog('info', 'practice_planned', { conn: o.conn, round: o.round, count: questions.length, source, recent });
  const historyId = o.historyId;
  if (historyId) run.track(o.history.savePracticePlan(historyId, questions).catch((e: unknown) => writeLog('warn', 'practice_plan_unsaved', { conn: o.conn, error: toError(e).message })));
  return questions;
}

/**
 * Said once, before the first question, when the questions are not in the round's language:
 * the offline bank has none in it yet. The same words whether the plan is new or resumed.
 */
export function planLanguageNotice(questions: readonly PlannedQuestion[], language: string): NoticeMessage | undefined {
  const { fallbackNotice } = practiceBank(language);
  const wanted = primaryLanguage(language);
  if (!fallbackNotice || !questions.some((q) => primaryLanguage(questionLanguage(q, language)) !== wanted)) return undefined;
  return { type: 'notice', code: 'practice_language', message: fallbackNotice };
}

/**
 * Where a resumed round carries on: the first planned question not asked yet. What was asked
 * counts as answered, and anything asked that is not in the plan was the round's one follow-up.
 */
export function resumePoint(questions: readonly PlannedQuestion[], asked: readonly string[]): { next: number; answered: number; followUpAsked: boolean } {
  const said = new Set(asked.map(normalQuestion));
  const followUpAsked = asked.some((text) => !questions.some((q) => normalQuestion(q.text) === normalQuestion(text)));
  const next = questions.findIndex((q) => !said.has(normalQuestion(q.text)));
  return { next: next === -1 ? questions.length : next, answered: asked.length, followUpAsked };
}
