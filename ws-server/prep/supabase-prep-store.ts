// The candidate's preparation read over PostgREST with the publishable key and the user's own
// access token: Postgres applies the same row-level security as for the browser, so a session
// can only ever use what its user could read themselves. The same code runs on the emulator and
// on hosted Supabase. Every call has a timeout.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { StoryForAnswer } from '../../lib/prep/prep-types';
import type { ToldRound } from '../../lib/rounds/round-types';
import { MAX_TOLD_ROWS, TOLD_COLUMNS, toToldRound, type ToldRow } from '../../lib/rounds/told-rows';
import type { Database } from '../../lib/supabase/database';
import type { ApplicationRow, PrepReader, PrepStore } from './prep-store';

/** Enough stories for any question; a bank of hundreds is ranked from its newest. */
export const MAX_SESSION_STORIES = 100;
/** Each STAR part is cut here, so one story stays within a source's size (lib/evidence). */
const STORY_PART_CHARS = 1_400;
const STORY_FIGURES_CHARS = 400;
const STORY_TITLE_CHARS = 200;
const STORY_TAGS = 20;
const STORY_TAG_CHARS = 40;

const STORY_COLUMNS = 'id, title, situation, task, action, result, tags, figures, updated_at';
type StoryRow = Pick<Database['public']['Tables']['story']['Row'], 'id' | 'title' | 'situation' | 'task' | 'action' | 'result' | 'tags' | 'figures' | 'updated_at'>;

export function createSupabasePrepStore(o: { url: string; publishableKey: string; timeoutMs?: number }): PrepStore {
  const timeoutMs = o.timeoutMs ?? 10_000;
  return {
    forUser(accessToken, abort) {
      const db = createClient<Database>(o.url, o.publishableKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { Authorization: `Bearer ${accessToken}` } },
      });
      return reader(db, () => (abort ? AbortSignal.any([abort, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs)));
    },
  };
}

function reader(db: SupabaseClient<Database>, signal: () => AbortSignal): PrepReader {
  return {
    async application(id) {
      const { data, error } = await db
        .from('job_application')
        .select('id, company, role, job_description, resume_version_id, language, is_primary, updated_at')
        .eq('id', id)
        .abortSignal(signal())
        .maybeSingle();
      if (error) throw new Error(`job_application read failed: ${error.code ?? ''} ${error.message}`);
      if (!data) return undefined;
      const row: ApplicationRow = {
        id: data.id,
        company: data.company,
        role: data.role,
        jobDescription: data.job_description,
        resumeVersionId: data.resume_version_id,
        language: data.language,
        isPrimary: data.is_primary,
        updatedAt: data.updated_at,
      };
      return row;
    },
    async resumeVersion(id) {
      const { data, error } = await db.from('resume_version').select('resume').eq('id', id).abortSignal(signal()).maybeSingle();
      if (error) throw new Error(`resume_version read failed: ${error.code ?? ''} ${error.message}`);
      return data?.resume;
    },
    async stories(applicationId) {
      // The links are applied in SQL (session_stories): one request of bounded size, however many links.
      const { data, error } = await db
        .rpc('session_stories', { p_application_id: applicationId ?? null, p_limit: MAX_SESSION_STORIES })
        .select(STORY_COLUMNS)
        .abortSignal(signal());
      if (error) throw new Error(`session_stories read failed: ${error.code ?? ''} ${error.message}`);
      return (data as StoryRow[]).map(boundedStory);
    },
    async toldRounds(applicationId) {
      const { data, error } = await db
        .from('told_story')
        .select(TOLD_COLUMNS)
        .eq('application_id', applicationId)
        .order('told_at', { ascending: false })
        .limit(MAX_TOLD_ROWS)
        .abortSignal(signal());
      if (error) throw new Error(`told_story read failed: ${error.code ?? ''} ${error.message}`);
      return (data as ToldRow[]).map(toToldRound).filter((t): t is ToldRound => t !== null);
    },
  };
}

function boundedStory(row: StoryRow): StoryForAnswer {
  return {
    id: row.id,
    title: row.title.slice(0, STORY_TITLE_CHARS),
    situation: row.situation.slice(0, STORY_PART_CHARS),
    task: row.task.slice(0, STORY_PART_CHARS),
    action: row.action.slice(0, STORY_PART_CHARS),
    result: row.result.slice(0, STORY_PART_CHARS),
    tags: row.tags.slice(0, STORY_TAGS).map((t) => t.slice(0, STORY_TAG_CHARS)),
    figures: row.figures.slice(0, STORY_FIGURES_CHARS),
  };
}
