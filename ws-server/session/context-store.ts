// The candidate's profile, resume and job description, read with the service role when a
// session starts (the socket's user is known only from the verified token).
import type { SupabaseClient } from '@supabase/supabase-js';

export interface ProfileContext {
  planId: number;
  resume: string;
  jobDescription: string;
}

export interface ContextStore {
  /** Undefined when the user has no profile (deleted account). */
  load(profileId: string): Promise<ProfileContext | undefined>;
}

export function createSupabaseContextStore(db: SupabaseClient, timeoutMs = 10_000): ContextStore {
  return {
    async load(profileId) {
      const signal = AbortSignal.timeout(timeoutMs);
      const [profile, resume, jd] = await Promise.all([
        db.from('profile').select('id, plan_id').eq('id', profileId).abortSignal(signal).maybeSingle(),
        db.from('resume').select('resume').eq('profile_id', profileId).abortSignal(signal).maybeSingle(),
        db.from('job_description').select('job_description').eq('profile_id', profileId).abortSignal(signal).maybeSingle(),
      ]);
      const failed = profile.error ?? resume.error ?? jd.error;
      if (failed) throw new Error(`context read failed: ${failed.code ?? ''} ${failed.message}`);
      if (!profile.data) return undefined;
      return {
        planId: Number((profile.data as { plan_id: number }).plan_id),
        resume: (resume.data as { resume?: string } | null)?.resume ?? '',
        jobDescription: (jd.data as { job_description?: string } | null)?.job_description ?? '',
      };
    },
  };
}
