// The candidate's profile, resume and job description, read with the service role when a
// session starts (the socket's user is known only from the verified token); and the one
// profile setting read later, when it is needed.
import type { SupabaseClient } from '@supabase/supabase-js';
import { canonicalLanguageTag } from '../../lib/language/languages';
import type { Database } from '../../lib/supabase/database';

export interface ProfileContext {
  planId: number;
  resume: string;
  jobDescription: string;
  /** The saved "Interview language" ("auto" or a tag; absent: auto) and "Answers in" (absent: the interview's). */
  interviewLanguage?: string;
  answerLanguage?: string;
}

export interface ContextStore {
  /** Undefined when the user has no profile (deleted account). */
  load(profileId: string): Promise<ProfileContext | undefined>;
  /**
   * The user's "Keep screen thumbnails" choice, read when a screen question's turn is saved
   * rather than at the start, so turning it off on the Account page counts at once, even
   * mid-interview. Without it no thumbnail is kept.
   */
  keepsScreenThumbnails?(profileId: string): Promise<boolean>;
}

export function createSupabaseContextStore(db: SupabaseClient<Database>, timeoutMs = 10_000): ContextStore {
  return {
    async load(profileId) {
      const signal = AbortSignal.timeout(timeoutMs);
      const [profile, resume, jd] = await Promise.all([
        db.from('profile').select('id, plan_id, interview_language, answer_language').eq('id', profileId).abortSignal(signal).maybeSingle(),
        db.from('resume').select('resume').eq('profile_id', profileId).abortSignal(signal).maybeSingle(),
        db.from('job_description').select('job_description').eq('profile_id', profileId).abortSignal(signal).maybeSingle(),
      ]);
      const failed = profile.error ?? resume.error ?? jd.error;
      if (failed) throw new Error(`context read failed: ${failed.code ?? ''} ${failed.message}`);
      if (!profile.data) return undefined;
      return {
        planId: profile.data.plan_id,
        resume: resume.data?.resume ?? '',
        jobDescription: jd.data?.job_description ?? '',
        // A saved tag this server no longer lists falls back to what a new profile has.
        interviewLanguage: (profile.data.interview_language === 'auto' ? 'auto' : canonicalLanguageTag(profile.data.interview_language)) ?? 'auto',
        ...(profile.data.answer_language && canonicalLanguageTag(profile.data.answer_language) ? { answerLanguage: canonicalLanguageTag(profile.data.answer_language) } : {}),
      };
    },
    async keepsScreenThumbnails(profileId) {
      const { data, error } = await db.from('profile').select('keep_screen_thumbnails').eq('id', profileId).abortSignal(AbortSignal.timeout(timeoutMs)).maybeSingle();
      if (error) throw new Error(`profile read failed: ${error.code ?? ''} ${error.message}`);
      return data?.keep_screen_thumbnails === true;
    },
  };
}
