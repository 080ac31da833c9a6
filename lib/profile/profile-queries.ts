import type { SupabaseClient } from '@supabase/supabase-js';
import { PROFILE_COLUMNS, type Profile } from './types';

// Table API calls of SPEC §7 for the signed-in user. Row-level security limits each to the
// caller's own rows; the user id is only a filter here, never the authorisation.

export async function fetchProfile(supabase: SupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error } = await supabase.from('profile').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) throw new Error(`profile: ${error.message}`);
  return data ? { ...(data as Profile), credit_used: Number((data as Profile).credit_used) } : null;
}

export async function fetchResume(supabase: SupabaseClient, userId: string): Promise<string> {
  const { data, error } = await supabase.from('resume').select('resume').eq('profile_id', userId).maybeSingle();
  if (error) throw new Error(`resume: ${error.message}`);
  return (data?.resume as string | undefined) ?? '';
}

export async function fetchJobDescription(supabase: SupabaseClient, userId: string): Promise<string> {
  const { data, error } = await supabase.from('job_description').select('job_description').eq('profile_id', userId).maybeSingle();
  if (error) throw new Error(`job_description: ${error.message}`);
  return (data?.job_description as string | undefined) ?? '';
}

/** Saves whichever texts are given (insert or update: one row per profile). */
export async function savePersonalization(
  supabase: SupabaseClient,
  userId: string,
  texts: { resume?: string; jobDescription?: string },
): Promise<void> {
  if (texts.resume !== undefined) {
    const { error } = await supabase.from('resume').upsert({ profile_id: userId, resume: texts.resume }, { onConflict: 'profile_id' });
    if (error) throw new Error(`resume: ${error.message}`);
  }
  if (texts.jobDescription !== undefined) {
    const { error } = await supabase
      .from('job_description')
      .upsert({ profile_id: userId, job_description: texts.jobDescription }, { onConflict: 'profile_id' });
    if (error) throw new Error(`job_description: ${error.message}`);
  }
}

/** SPEC §4: the onboarding screen (and the welcome modal) set is_onboarded. */
export async function markOnboarded(supabase: SupabaseClient, userId: string): Promise<void> {
  const { error } = await supabase.from('profile').update({ is_onboarded: true }).eq('id', userId);
  if (error) throw new Error(`profile: ${error.message}`);
}

/** SPEC §4: the first successful guided session sets guided_onboarded. */
export async function markGuidedOnboarded(supabase: SupabaseClient, userId: string): Promise<void> {
  const { error } = await supabase.from('profile').update({ guided_onboarded: true }).eq('id', userId);
  if (error) throw new Error(`profile: ${error.message}`);
}
