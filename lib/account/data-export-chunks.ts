import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import {
  EXPORT_APPLICATION_COLUMNS,
  EXPORT_PROFILE_COLUMNS,
  EXPORT_RESUME_VERSION_COLUMNS,
  EXPORT_ROUND_COLUMNS,
  EXPORT_SESSION_COLUMNS,
  EXPORT_STORY_COLUMNS,
  EXPORT_TURN_COLUMNS,
} from './data-export-columns';
import { readPages } from './read-pages';

// The export is written as it is read, a page at a time, so a long history never sits in
// memory whole: sessions one at a time, and their turns in pages sized to a byte budget. Every read goes through the user's own client: row-level security decides
// what is theirs, and the user id is never an input here.

/** The most recent sessions exported; older ones are left out and the file says so. */
export const MAX_EXPORT_SESSIONS = 2000;
/** Sessions read per step (their own rows only: each one's turns are read apart). */
const SESSION_PAGE = 50;
/** Turn JSON held at once, about: the next page's rows are sized to it from the last one's. */
const TURN_PAGE_BYTES = 512 * 1024;
/** Rows in a session's first page of turns, and the most in any: a turn may carry 64 KB of sources. */
const FIRST_TURN_PAGE = 8;
const MAX_TURN_PAGE = 200;
/** Rows per read of the preparation tables, far under PostgREST's max-rows. */
const ROW_PAGE = 50;
/** Rounds per read: each carries up to 50 told stories and 200 figures. */
const ROUND_PAGE = 10;

export interface DataExportOptions {
  now?: Date;
  maxSessions?: number;
  /** Sessions per read; smaller in tests, to cross page edges with few rows. */
  sessionPage?: number;
}

type Client = SupabaseClient<Database>;

const NOTES = [
  'Everything you prepared (resume versions, applications, stories) and your interview and practice history, as stored by Cuecard AI.',
  'rounds: each interview held for an application, with the stories you told in it (said: in your own words; shown: an answer shown rested on it) and the figures you claimed.',
  'Screen thumbnails are not included: they are images, shown with their turn in History.',
  `At most the ${MAX_EXPORT_SESSIONS} most recent sessions are included; sessions_truncated says whether older ones were left out.`,
];

/** `"key":[rows…]` written a page at a time. */
async function* jsonArray<T>(key: string, pages: AsyncIterable<T[]>, map: (row: T) => unknown = (row) => row): AsyncGenerator<string> {
  yield `,\n${JSON.stringify(key)}:[`;
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield (first ? '\n' : ',\n') + page.map((row) => JSON.stringify(map(row))).join(',\n');
    first = false;
  }
  yield ']';
}

async function profileSettings(supabase: Client) {
  const { data: profile, error } = await supabase.from('profile').select(EXPORT_PROFILE_COLUMNS).maybeSingle();
  if (error) throw new Error(`profile: ${error.message}`);
  if (!profile) throw new Error('profile: not found');
  const { data: plan, error: planError } = await supabase.from('plan').select('description').eq('id', profile.plan_id).maybeSingle();
  if (planError) throw new Error(`plan: ${planError.message}`);
  const { plan_id: _planId, ...settings } = profile;
  return { ...settings, plan: plan?.description ?? null };
}

/**
 * `"sessions":[…]`, newest first, each session written with its turns in the order they were
 * asked. Sessions are read in keyset order (started_at, id), so one written during the export
 * is neither skipped nor repeated; each session's turns are read and written a page at a time,
 * the page sized to a byte budget, so the export holds at most about one budget of turns.
 */
async function* sessionsJson(supabase: Client, maxSessions: number, pageSize: number, state: { truncated: boolean }): AsyncGenerator<string> {
  yield ',\n"sessions":[';
  let written = 0;
  let after: { startedAt: string; id: string } | undefined;
  const turnRows = { next: FIRST_TURN_PAGE };
  while (written < maxSessions) {
    const wanted = Math.min(pageSize, maxSessions - written);
    const last = written + wanted === maxSessions;
    let query = supabase.from('interview_session').select(EXPORT_SESSION_COLUMNS);
    if (after) query = query.or(`started_at.lt.${quoted(after.startedAt)},and(started_at.eq.${quoted(after.startedAt)},id.lt.${after.id})`);
    // On the last page allowed, one row past the cap tells whether older sessions exist.
    const { data, error } = await query
      .order('started_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(wanted + (last ? 1 : 0));
    if (error) throw new Error(`interview_session: ${error.message}`);
    const sessions = data.slice(0, wanted);
    state.truncated = data.length > wanted;
    for (const session of sessions) {
      // The session's own fields, then its turns as they are read.
      yield `${written === 0 ? '\n' : ',\n'}${JSON.stringify(session).slice(0, -1)},"turns":[`;
      let first = true;
      for await (const page of turnPages(supabase, session.id, turnRows)) {
        if (page.length === 0) continue;
        yield (first ? '' : ',') + page.join(',');
        first = false;
      }
      yield ']}';
      written++;
    }
    if (sessions.length < wanted) break;
    const tail = sessions[sessions.length - 1];
    after = { startedAt: tail.started_at, id: tail.id };
  }
  yield ']';
}

/**
 * One session's turns as JSON texts, a page at a time in (question_at, id) order. The rows per
 * page follow the byte budget: a page of long answers with their sources makes the next one
 * smaller, a page of short ones the next one larger (shared across sessions, which tend alike).
 */
async function* turnPages(supabase: Client, sessionId: string, rows: { next: number }): AsyncGenerator<string[]> {
  let after: { questionAt: string; id: string } | undefined;
  for (;;) {
    const want = rows.next;
    let query = supabase.from('interview_turn').select(EXPORT_TURN_COLUMNS).eq('session_id', sessionId);
    if (after) query = query.or(`question_at.gt.${quoted(after.questionAt)},and(question_at.eq.${quoted(after.questionAt)},id.gt.${after.id})`);
    const { data, error } = await query.order('question_at').order('id').limit(want);
    if (error) throw new Error(`interview_turn: ${error.message}`);
    const texts = data.map(({ session_id: _sessionId, ...turn }) => JSON.stringify(turn));
    const bytes = texts.reduce((sum, t) => sum + t.length, 0);
    rows.next = Math.max(1, Math.min(MAX_TURN_PAGE, Math.floor((want * TURN_PAGE_BYTES) / Math.max(bytes, 1))));
    yield texts;
    if (data.length < want) return;
    const tail = data[data.length - 1];
    after = { questionAt: tail.question_at, id: tail.id };
  }
}

/** A value inside a PostgREST logical filter: quoted, as a timestamp's ":" and "+" need. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * The user's data as JSON text, in pieces. The first piece needs the profile, so a failure to
 * read at all surfaces before any byte is sent.
 */
export async function* dataExportChunks(supabase: Client, { now = new Date(), maxSessions = MAX_EXPORT_SESSIONS, sessionPage = SESSION_PAGE }: DataExportOptions = {}): AsyncGenerator<string> {
  const profile = await profileSettings(supabase);
  yield `{"format":"cuecard-data-export","version":1,"exported_at":${JSON.stringify(now.toISOString())},\n"notes":${JSON.stringify(NOTES)},\n"profile":${JSON.stringify(profile)}`;
  yield* jsonArray(
    'resume_versions',
    readPages('resume_version', ROW_PAGE, (lo, hi) => supabase.from('resume_version').select(EXPORT_RESUME_VERSION_COLUMNS).order('created_at').order('id').range(lo, hi)),
  );
  yield* jsonArray(
    'applications',
    readPages('job_application', ROW_PAGE, (lo, hi) => supabase.from('job_application').select(EXPORT_APPLICATION_COLUMNS).order('created_at').order('id').range(lo, hi)),
  );
  yield* jsonArray(
    'stories',
    readPages('story', ROW_PAGE, (lo, hi) => supabase.from('story').select(EXPORT_STORY_COLUMNS).order('created_at').order('id').range(lo, hi)),
    ({ story_application: links, ...story }) => ({ ...story, application_ids: (links ?? []).map((l) => l.application_id) }),
  );
  yield* jsonArray(
    'rounds',
    readPages('interview_round', ROUND_PAGE, (lo, hi) => supabase.from('interview_round').select(EXPORT_ROUND_COLUMNS).order('held_at').order('id').range(lo, hi)),
    ({ told_story: told, claimed_figure: figures, ...round }) => ({ ...round, told_stories: told ?? [], claimed_figures: figures ?? [] }),
  );
  const state = { truncated: false };
  yield* sessionsJson(supabase, maxSessions, sessionPage, state);
  yield `,\n"sessions_truncated":${state.truncated}}\n`;
}
