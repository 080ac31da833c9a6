'use client';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import type { Database } from '@/lib/supabase/database';
import { resumeVersionInputSchema, type ResumeVersionInput } from './prep-schemas';

// Adding, renaming and deleting the signed-in user's resume versions from Personalize. Row-level
// security limits each call to their own rows and keeps the main version (which the database
// keeps equal to the Personalize resume) from being deleted or added a second time.

type Db = SupabaseClient<Database>;

/** A failed write in words the user can act on; the database's own text is not for them. */
function fail(error: { code?: string }): never {
  if (error.code === '23514') throw new Error('You can keep at most 20 resumes. Delete one to add another.');
  throw new Error('We could not save your resumes. Please try again.');
}

export async function addResumeVersion(input: ResumeVersionInput, supabase: Db = createBrowserSupabase()): Promise<void> {
  const parsed = resumeVersionInputSchema.parse(input);
  const { data } = await supabase.auth.getSession();
  const profileId = data.session?.user.id;
  if (!profileId) throw new Error('You are signed out. Sign in again and retry.');
  const { error } = await supabase.from('resume_version').insert({ profile_id: profileId, name: parsed.name, resume: parsed.resume });
  if (error) fail(error);
}

export async function renameResumeVersion(id: string, name: string, supabase: Db = createBrowserSupabase()): Promise<void> {
  const parsed = resumeVersionInputSchema.shape.name.parse(name);
  const { error } = await supabase.from('resume_version').update({ name: parsed }).eq('id', id);
  if (error) fail(error);
}

/** Applications that used it fall back to the main resume (the foreign key sets theirs to null). */
export async function deleteResumeVersion(id: string, supabase: Db = createBrowserSupabase()): Promise<void> {
  const { error } = await supabase.from('resume_version').delete().eq('id', id);
  if (error) fail(error);
}
