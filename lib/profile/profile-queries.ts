import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import { PROFILE_COLUMNS, type Profile } from './types';

// Table API calls for the signed-in user. Row-level security limits each to the
// caller's own rows; the user id is only a filter here, never the authorisation.

export async function fetchProfile(supabase: SupabaseClient<Database>, userId: string): Promise<Profile | null> {
  const { data, error } = await supabase.from('profile').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) throw new Error(`profile: ${error.message}`);
  return data ? { ...data, credit_used: Number(data.credit_used) } : null;
}

export async function fetchResume(supabase: SupabaseClient<Database>, userId: string): Promise<string> {
  const { data, error } = await supabase.from('resume').select('resume').eq('profile_id', userId).maybeSingle();
  if (error) throw new Error(`resume: ${error.message}`);
  return data?.resume ?? '';
}

export async function fetchJobDescription(supabase: SupabaseClient<Database>, userId: string): Promise<string> {
  const { data, error } = await supabase.from('job_description').select('job_description').eq('profile_id', userId).maybeSingle();
  if (error) throw new Error(`job_description: ${error.message}`);
  return data?.job_description ?? '';
}

/** Saves whichever texts are given (insert or update: one row per profile). */
export async function savePersonalization(
  supabase: SupabaseClient<Database>,
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

/** The onboarding screen (and the welcome modal) set is_onboarded. */
export async function markOnboarded(supabase: SupabaseClient<Database>, userId: string): Promise<void> {
  const { error } = await supabase.from('profile').update({ is_onboarded: true }).eq('id', userId);
  if (error) throw new Error(`profile: ${error.message}`);
}

/** The first successful guided session sets guided_onboarded. */
export async function markGuidedOnboarded(supabase: SupabaseClient<Database>, userId: string): Promise<void> {
  const { error } = await supabase.from('profile').update({ guided_onboarded: true }).eq('id', userId);
  if (error) throw new Error(`profile: ${error.message}`);
}
