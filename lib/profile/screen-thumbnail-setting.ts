import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';

// The user's "Keep screen thumbnails" choice (profile.keep_screen_thumbnails), read and saved
// through their own client: a column grant lets them change this one setting, and row-level
// security only on their own row. The ws-server reads it when it saves a screen question.

export async function fetchKeepScreenThumbnails(supabase: SupabaseClient<Database>, userId: string): Promise<boolean> {
  const { data, error } = await supabase.from('profile').select('keep_screen_thumbnails').eq('id', userId).maybeSingle();
  if (error) throw new Error(`profile: ${error.message}`);
  return data?.keep_screen_thumbnails === true;
}

export async function saveKeepScreenThumbnails(supabase: SupabaseClient<Database>, userId: string, keep: boolean): Promise<void> {
  // select() makes a row that RLS hid show up as "nothing saved" instead of a silent success.
  const { data, error } = await supabase.from('profile').update({ keep_screen_thumbnails: keep }).eq('id', userId).select('keep_screen_thumbnails');
  if (error) throw new Error(`profile: ${error.message}`);
  if (!data?.length) throw new Error('profile: no row was updated');
}
