import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import {
  EXPORT_APPLICATION_COLUMNS,
  EXPORT_PROFILE_COLUMNS,
  EXPORT_RESUME_VERSION_COLUMNS,
  EXPORT_SESSION_COLUMNS,
  EXPORT_STORY_COLUMNS,
  EXPORT_TURN_COLUMNS,
} from './data-export-columns';
import { readPages } from './read-pages';

// The export is written as it is read, a page at a time, so a long history never sits in
// memory whole. Every read goes through the user's own client: row-level security decides
// what is theirs, and the user id is never an input here.

/** The most recent sessions exported; older ones are left out and the file says so. */
export const MAX_EXPORT_SESSIONS = 2000;
/** Sessions read (with their turns) per step: a page's turns are held until it is written. */
const SESSION_PAGE = 20;
/** Rows per read of the preparation tables, far under PostgREST's max-rows. */
const ROW_PAGE = 50;

export interface DataExportOptions {
  now?: Date;
  maxSessions?: number;
  /** Sessions per read; smaller in tests, to cross page edges with few rows. */
  sessionPage?: number;
}

type Client = SupabaseClient<Database>;

const NOTES = [
  'Everything you prepared (resume versions, applications, stories) and your interview and practice history, as stored by Cuecard AI.',
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

/** Sessions, newest first, each with its turns in the order they were asked. */
async function* sessionsWithTurns(supabase: Client, maxSessions: number, pageSize: number, state: { truncated: boolean }): AsyncGenerator<unknown[]> {
  for (let from = 0; from < maxSessions; from += pageSize) {
    const wanted = Math.min(pageSize, maxSessions - from);
    const last = from + wanted === maxSessions;
    // On the last page allowed, one row past the cap tells whether older sessions exist.
    const { data, error } = await supabase
      .from('interview_session')
      .select(EXPORT_SESSION_COLUMNS)
      .order('started_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + wanted - (last ? 0 : 1));
    if (error) throw new Error(`interview_session: ${error.message}`);
    const sessions = data.slice(0, wanted);
    state.truncated = data.length > wanted;
    if (sessions.length === 0) return;
    const turns = new Map<string, unknown[]>();
    const ids = sessions.map((s) => s.id);
    const turnPages = readPages('interview_turn', ROW_PAGE, (lo, hi) =>
      supabase.from('interview_turn').select(EXPORT_TURN_COLUMNS).in('session_id', ids).order('question_at').order('id').range(lo, hi),
    );
    for await (const page of turnPages) {
      for (const { session_id: sessionId, ...turn } of page) {
        const list = turns.get(sessionId) ?? [];
        list.push(turn);
        turns.set(sessionId, list);
      }
    }
    yield sessions.map((s) => ({ ...s, turns: turns.get(s.id) ?? [] }));
    if (sessions.length < wanted) return;
  }
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
  const state = { truncated: false };
  yield* jsonArray('sessions', sessionsWithTurns(supabase, maxSessions, sessionPage, state));
  yield `,\n"sessions_truncated":${state.truncated}}\n`;
}
