// Practice's reads with the service role, over PostgREST, each with a timeout. The daily count
// adds up interview_session rows of kind 'practice' started today (UTC): a row still open
// counts up to now, so two tabs or a reconnect cannot each start with a fresh allowance.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/supabase/database';
import type { PracticeStore } from './practice-store';

/** A session left open by a crashed server counts at most this long, not until midnight. */
const OPEN_SESSION_MAX_SECONDS = 60 * 60;
/** How far back "recently asked" reaches, in practice sessions. */
const RECENT_SESSIONS = 10;

export function createSupabasePracticeStore(db: SupabaseClient<Database>, timeoutMs = 10_000): PracticeStore {
  const signal = () => AbortSignal.timeout(timeoutMs);
  return {
    async secondsToday(profileId, now) {
      const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const { data, error } = await db
        .from('interview_session')
        .select('started_at, ended_at')
        .eq('profile_id', profileId)
        .eq('kind', 'practice')
        .gte('started_at', midnight.toISOString())
        .abortSignal(signal());
      if (error) throw new Error(`practice count failed: ${error.code ?? ''} ${error.message}`);
      let seconds = 0;
      for (const row of data ?? []) {
        const start = Date.parse(row.started_at);
        const end = row.ended_at ? Date.parse(row.ended_at) : Math.min(now.getTime(), start + OPEN_SESSION_MAX_SECONDS * 1000);
        if (Number.isFinite(start) && Number.isFinite(end) && end > start) seconds += (end - start) / 1000;
      }
      return seconds;
    },
    async recentQuestions(profileId, limit) {
      // Two plain reads rather than an embedded join: the question texts of the newest
      // practice sessions are all a round needs to steer away from.
      const sessions = await db
        .from('interview_session')
        .select('id')
        .eq('profile_id', profileId)
        .eq('kind', 'practice')
        .order('started_at', { ascending: false })
        .limit(RECENT_SESSIONS)
        .abortSignal(signal());
      if (sessions.error) throw new Error(`recent practice sessions failed: ${sessions.error.code ?? ''} ${sessions.error.message}`);
      const ids = (sessions.data ?? []).map((row) => row.id);
      if (ids.length === 0) return [];
      const { data, error } = await db
        .from('interview_turn')
        .select('question')
        .eq('profile_id', profileId)
        .in('session_id', ids)
        .order('question_at', { ascending: false })
        .limit(limit)
        .abortSignal(signal());
      if (error) throw new Error(`recent practice questions failed: ${error.code ?? ''} ${error.message}`);
      return (data ?? []).map((row) => row.question);
    },
  };
}
