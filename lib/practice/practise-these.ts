// "Practise these": the questions a practice round is asked to repeat, read through the
// signed-in user's own client. Row-level security returns only their rows, so another user's
// session or application (or an unknown id) reads nothing and the page offers a normal round.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { loadPrepSheet } from '../prep/load-prep-sheet';
import { applicationTitle } from '../prep/prep-types';
import { LIMITS } from '../protocol/limits';
import type { Database } from '../supabase/database';

/** The most a round asks: hello.practice.questions takes at most 12. */
export const MAX_GIVEN_QUESTIONS = 12;

/** /practice?from=session&session=<id> (a debrief's questions) or /practice?from=sheet&application=<id> (a prep sheet's). */
export const practiseTheseQuerySchema = z.discriminatedUnion('from', [
  z.object({ from: z.literal('session'), session: z.string().uuid() }),
  z.object({ from: z.literal('sheet'), application: z.string().uuid() }),
]);
export type PractiseTheseQuery = z.infer<typeof practiseTheseQuerySchema>;

export type PractiseThese = {
  questions: string[];
  /** Where they come from, for "Practising N questions from <source>". */
  source: string;
  /** The application the round is for: the session's, or the sheet's; null for none. */
  applicationId: string | null;
};

type Db = SupabaseClient<Database>;

export async function loadPractiseThese(supabase: Db, query: PractiseTheseQuery): Promise<PractiseThese | null> {
  return query.from === 'session' ? fromSession(supabase, query.session) : fromSheet(supabase, query.application);
}

/** Questions in the order they were asked, each once (a repeat would look answered with the first), at most twelve. */
export function distinctQuestions(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim().slice(0, LIMITS.maxQuestionChars).trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length === MAX_GIVEN_QUESTIONS) break;
  }
  return out;
}

async function fromSession(supabase: Db, sessionId: string): Promise<PractiseThese | null> {
  const { data: session, error } = await supabase.from('interview_session').select('id, kind, application_id').eq('id', sessionId).maybeSingle();
  if (error) throw new Error(`interview_session: ${error.message}`);
  if (!session) return null;
  const [turns, application] = await Promise.all([
    // An answer cut off by a newer question is not a turn of the debrief either.
    supabase.from('interview_turn').select('question').eq('session_id', sessionId).neq('status', 'aborted').order('question_at', { ascending: true }).order('id', { ascending: true }),
    session.application_id ? supabase.from('job_application').select('company, role').eq('id', session.application_id).maybeSingle() : null,
  ]);
  if (turns.error) throw new Error(`interview_turn: ${turns.error.message}`);
  if (application?.error) throw new Error(`job_application: ${application.error.message}`);
  const questions = distinctQuestions(turns.data.map((t) => t.question));
  if (questions.length === 0) return null;
  const kind = session.kind === 'practice' ? 'your practice round' : 'your interview';
  return {
    questions,
    source: application?.data ? `${kind} for ${applicationTitle(application.data)}` : kind,
    applicationId: application?.data ? session.application_id : null,
  };
}

async function fromSheet(supabase: Db, applicationId: string): Promise<PractiseThese | null> {
  // The sheet's own loader: the round asks exactly the likely questions the sheet shows.
  const sheet = await loadPrepSheet(supabase, applicationId);
  if (!sheet) return null;
  const questions = distinctQuestions(sheet.questions.map((q) => q.text));
  if (questions.length === 0) return null;
  return { questions, source: `the prep sheet for ${sheet.title}`, applicationId: sheet.applicationId };
}
