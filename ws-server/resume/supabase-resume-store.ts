// Resuming through the SQL function and a read of interview_turn, with the service role, over
// PostgREST: the same code runs on the emulator and on hosted Supabase. Every call has a timeout.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/supabase/database';
import { ProviderError } from '../../lib/retry/provider-error';
import type { ResumeRefusal, ResumeStore } from './resume-store';
import type { Conversation } from './session-registry';
import { readInterruptedQuestion } from '../history/interrupted-question';

const REFUSALS: ResumeRefusal[] = ['not_found', 'expired', 'busy', 'credit_limit'];
const SOURCES = ['tab', 'mic', 'both'] as const;

export function createSupabaseResumeStore(db: SupabaseClient<Database>, timeoutMs = 10_000): ResumeStore {
  const signal = () => AbortSignal.timeout(timeoutMs);
  return {
    async resume({ profileId, historyId, windowSeconds, leaseId }) {
      const { data, error, status } = await db
        .rpc('resume_live_session', { p_profile_id: profileId, p_history_id: historyId, p_window_seconds: windowSeconds, p_live_session_id: leaseId })
        .abortSignal(signal());
      // 22P02: not a uuid, so not a session of this user either.
      if (error?.code === '22P02') return { status: 'not_found' };
      if (error) throw new ProviderError(`resume_live_session failed: ${error.code ?? ''} ${error.message}`.trim(), { status: status > 0 ? status : undefined });
      const row = data?.[0];
      if (!row) throw new ProviderError('resume_live_session returned no row', { retryable: false });
      const usage = row.credit_used === null ? {} : { used: Number(row.credit_used), limit: Number(row.credits), expireMsg: row.expire_msg ?? '' };
      if (row.status !== 'resumed') {
        const refusal = REFUSALS.find((r) => r === row.status);
        if (!refusal) throw new ProviderError(`resume_live_session returned status ${row.status}`, { retryable: false });
        return { status: refusal, ...usage };
      }
      return {
        status: 'resumed',
        usageLogId: String(row.usage_log_id),
        chargedSeconds: Number(row.charged_seconds),
        used: Number(row.credit_used),
        limit: Number(row.credits),
        expireMsg: row.expire_msg ?? '',
        source: SOURCES.find((s) => s === row.source) ?? 'tab',
        title: row.title ?? undefined,
      };
    },
    async conversation(historyId, limit) {
      const [turns, session, speakers] = await Promise.all([
        db
          .from('interview_turn')
          .select('question, answer')
          .eq('session_id', historyId)
          .eq('status', 'complete')
          .order('question_at', { ascending: false })
          .limit(limit)
          .abortSignal(signal()),
        db.from('interview_session').select('candidate_said, interrupted_question').eq('id', historyId).abortSignal(signal()).maybeSingle(),
        db.from('interview_speaker').select('speaker, name').eq('session_id', historyId).order('speaker').abortSignal(signal()),
      ]);
      const failed = turns.error ?? session.error ?? speakers.error;
      if (failed) throw new ProviderError(`conversation read failed: ${failed.code ?? ''} ${failed.message}`.trim());
      return {
        turns: (turns.data ?? []).reverse().map((t) => ({ question: t.question, answer: t.answer })),
        candidate: candidateWords(session.data?.candidate_said),
        ...interrupted(session.data?.interrupted_question),
        ...(speakers.data?.length ? { speakers: speakers.data.map((s) => ({ id: s.speaker, ...(s.name ? { name: s.name } : {}) })) } : {}),
      };
    },
  };
}

function interrupted(value: unknown): Pick<Conversation, 'interrupted'> {
  const question = readInterruptedQuestion(value);
  return question ? { interrupted: question } : {};
}

/** The stored words as strings; anything else in the column (it is jsonb) is left out. */
function candidateWords(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((w): w is string => typeof w === 'string') : [];
}
