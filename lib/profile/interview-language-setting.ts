import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import { DEFAULT_LANGUAGE_SETTING, interviewLanguageSettingSchema, type InterviewLanguageSetting } from '@/lib/validations/interview-language';

// The user's "Interview language" and "Answers in" (profile.interview_language and
// profile.answer_language), read and saved through their own client: a column grant lets them
// change these two settings, and row-level security only on their own row. The ws-server reads
// them when a hello names no language (practice, older clients).

export async function fetchInterviewLanguage(supabase: SupabaseClient<Database>, userId: string): Promise<InterviewLanguageSetting> {
  const { data, error } = await supabase.from('profile').select('interview_language, answer_language').eq('id', userId).maybeSingle();
  if (error) throw new Error(`profile: ${error.message}`);
  if (!data) return DEFAULT_LANGUAGE_SETTING;
  // A tag saved before a language left the list reads as the default, not as an error the user cannot fix.
  const parsed = interviewLanguageSettingSchema.safeParse({ interview: data.interview_language, answers: data.answer_language });
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE_SETTING;
}

/** Saves both choices; throws when they are not listed languages or no row of the user's was updated. */
export async function saveInterviewLanguage(supabase: SupabaseClient<Database>, userId: string, setting: InterviewLanguageSetting): Promise<InterviewLanguageSetting> {
  const parsed = interviewLanguageSettingSchema.safeParse(setting);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid language');
  const { interview, answers } = parsed.data;
  // select() makes a row that RLS hid show up as "nothing saved" instead of a silent success.
  const { data, error } = await supabase
    .from('profile')
    .update({ interview_language: interview, answer_language: answers })
    .eq('id', userId)
    .select('interview_language, answer_language');
  if (error) throw new Error(`profile: ${error.message}`);
  if (!data?.length) throw new Error('profile: no row was updated');
  return parsed.data;
}
