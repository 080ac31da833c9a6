// Practice's reads and writes with the service role, over PostgREST, each with a timeout. The
// allowance is counted in SQL (practice_seconds_today): practice_time rows started today, a
// running one up to now (at most an hour), each at least the minimum, so two tabs, two
// servers or a loop of short sessions cannot each start with a fresh allowance.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { Database } from '../../lib/supabase/database';
import { ProviderError } from '../../lib/retry/provider-error';
import type { PracticeStore } from './practice-store';

export interface SupabasePracticeOptions {
  dailyMinutes: number;
  /** The least one session counts, in seconds. */
  minSessionSeconds: number;
  timeoutMs?: number;
}

/** How far back "recently asked" reaches, in practice sessions. */
const RECENT_SESSIONS = 10;

const plannedQuestions = z.array(z.object({ id: z.string(), text: z.string(), kind: z.enum(['behavioural', 'technical', 'other']) }));
const round = z.enum(['behavioural', 'technical', 'mixed']);

export function createSupabasePracticeStore(db: SupabaseClient<Database>, o: SupabasePracticeOptions): PracticeStore {
  const signal = () => AbortSignal.timeout(o.timeoutMs ?? 10_000);
  const dailySeconds = o.dailyMinutes * 60;
  const fail = (what: string, error: { code?: string; message: string }, status = 0) =>
    new ProviderError(`${what} failed: ${error.code ?? ''} ${error.message}`.trim(), { status: status > 0 ? status : undefined });
  return {
    async startTime(profileId) {
      const { data, error, status } = await db
        .rpc('start_practice_time', { p_profile_id: profileId, p_daily_seconds: dailySeconds, p_min_seconds: o.minSessionSeconds })
        .abortSignal(signal());
      if (error) throw fail('start_practice_time', error, status);
      const row = data?.[0];
      if (!row) throw new ProviderError('start_practice_time returned no row', { retryable: false });
      return { allowed: Boolean(row.allowed), usedSeconds: Number(row.used_seconds), ...(row.practice_time_id ? { practiceTimeId: row.practice_time_id } : {}) };
    },
    async endTime(practiceTimeId, historyId) {
      const { error, status } = await db
        .rpc('end_practice_time', { p_practice_time_id: practiceTimeId, ...(historyId ? { p_history_id: historyId } : {}) })
        .abortSignal(signal());
      if (error) throw fail('end_practice_time', error, status);
    },
    async secondsToday(profileId) {
      const { data, error, status } = await db.rpc('practice_seconds_today', { p_profile_id: profileId, p_min_seconds: o.minSessionSeconds }).abortSignal(signal());
      if (error) throw fail('practice_seconds_today', error, status);
      return Number(data ?? 0);
    },
    async resume({ profileId, historyId, windowSeconds, leaseId }) {
      const { data, error, status } = await db
        .rpc('resume_practice_session', {
          p_profile_id: profileId,
          p_history_id: historyId,
          p_window_seconds: windowSeconds,
          p_live_session_id: leaseId,
          p_daily_seconds: dailySeconds,
          p_min_seconds: o.minSessionSeconds,
        })
        .abortSignal(signal());
      // 22P02: not a uuid, so not a session of this user either.
      if (error?.code === '22P02') return { status: 'not_found' };
      if (error) throw fail('resume_practice_session', error, status);
      const row = data?.[0];
      if (!row) throw new ProviderError('resume_practice_session returned no row', { retryable: false });
      if (row.status === 'practice_limit') return { status: 'practice_limit', usedSeconds: Number(row.used_seconds) };
      if (row.status === 'not_found' || row.status === 'expired' || row.status === 'busy') return { status: row.status };
      if (row.status !== 'resumed' || !row.practice_time_id) throw new ProviderError(`resume_practice_session returned status ${row.status}`, { retryable: false });
      const plan = plannedQuestions.safeParse(row.practice_plan);
      const practiceRound = round.safeParse(row.practice_round);
      return {
        status: 'resumed',
        practiceTimeId: row.practice_time_id,
        usedSeconds: Number(row.used_seconds),
        ...(practiceRound.success ? { round: practiceRound.data } : {}),
        ...(plan.success ? { plan: plan.data } : {}),
      };
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
      if (sessions.error) throw fail('recent practice sessions', sessions.error);
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
      if (error) throw fail('recent practice questions', error);
      return (data ?? []).map((row) => row.question);
    },
    async sessionQuestions(historyId) {
      const { data, error } = await db.from('interview_turn').select('question').eq('session_id', historyId).order('question_at', { ascending: true }).abortSignal(signal());
      if (error) throw fail('practice session questions', error);
      return (data ?? []).map((row) => row.question);
    },
  };
}
