'use client';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import type { Database } from '@/lib/supabase/database';
import { applicationInputSchema, storyInputSchema, type ApplicationInput, type StoryInput } from './prep-schemas';
import type { JobApplication, ResumeVersion, Story } from './prep-types';
import {
  APPLICATION_COLUMNS,
  RESUME_VERSION_COLUMNS,
  STORY_COLUMNS,
  applicationColumns,
  storyColumns,
  toJobApplication,
  toResumeVersion,
  toStory,
  type StoryRow,
} from './prep-rows';

// The signed-in user's applications, stories and resume versions, read and written from the
// browser. Row-level security limits every call to the caller's own rows; the profile id given
// on insert only has to match the session, which the policies check.

type Db = SupabaseClient<Database>;

async function ownerId(supabase: Db): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new Error('You are signed out. Sign in again and retry.');
  return id;
}

// What the user reads when a call fails: the database's own text is not for them.
const LIMITS: Record<string, string> = {
  job_application: 'You can keep at most 200 applications. Delete or archive old ones to add another.',
  story: 'You can keep at most 300 stories. Delete one to add another.',
};
const WHAT: Record<string, string> = {
  job_application: 'your applications',
  story: 'your stories',
  story_application: 'the applications this story is for',
  resume_version: 'your resumes',
};

function fail(table: string, error: { code?: string }): never {
  // 23514: the per-user row limit (the form's own checks keep lengths within the columns').
  if (error.code === '23514' && LIMITS[table]) throw new Error(LIMITS[table]);
  throw new Error(`We could not reach ${WHAT[table] ?? 'your preparation'}. Please try again.`);
}

export async function listApplications(supabase: Db = createBrowserSupabase()): Promise<JobApplication[]> {
  const { data, error } = await supabase.from('job_application').select(APPLICATION_COLUMNS).order('updated_at', { ascending: false });
  if (error) fail('job_application', error);
  return data.map(toJobApplication);
}

/** Inserts (no id) or updates an application; returns it as saved. */
export async function saveApplication(input: ApplicationInput, id?: string, supabase: Db = createBrowserSupabase()): Promise<JobApplication> {
  const columns = applicationColumns(applicationInputSchema.parse(input));
  const query = id
    ? supabase.from('job_application').update(columns).eq('id', id)
    : supabase.from('job_application').insert({ ...columns, profile_id: await ownerId(supabase) });
  const { data, error } = await query.select(APPLICATION_COLUMNS).single();
  if (error) fail('job_application', error);
  return toJobApplication(data);
}

export async function archiveApplication(id: string, archived: boolean, supabase: Db = createBrowserSupabase()): Promise<void> {
  const { error } = await supabase
    .from('job_application')
    .update({ archived_at: archived ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) fail('job_application', error);
}

/** Its story links go with it (foreign key cascade); sessions held for it keep their history. */
export async function deleteApplication(id: string, supabase: Db = createBrowserSupabase()): Promise<void> {
  const { error } = await supabase.from('job_application').delete().eq('id', id);
  if (error) fail('job_application', error);
}

export async function listStories(supabase: Db = createBrowserSupabase()): Promise<Story[]> {
  const { data, error } = await supabase.from('story').select(STORY_COLUMNS).order('updated_at', { ascending: false });
  if (error) fail('story', error);
  return (data as unknown as StoryRow[]).map(toStory);
}

/** Inserts (no id) or updates a story, then makes its links exactly `input.applicationIds`. */
export async function saveStory(input: StoryInput, id?: string, supabase: Db = createBrowserSupabase()): Promise<Story> {
  const parsed = storyInputSchema.parse(input);
  const profileId = await ownerId(supabase);
  const columns = storyColumns(parsed);
  const saved = id
    ? await supabase.from('story').update(columns).eq('id', id).select('id').single()
    : await supabase.from('story').insert({ ...columns, profile_id: profileId }).select('id').single();
  if (saved.error) fail('story', saved.error);
  const storyId = saved.data.id;
  await replaceLinks(supabase, storyId, profileId, [...new Set(parsed.applicationIds)]);
  const { data, error } = await supabase.from('story').select(STORY_COLUMNS).eq('id', storyId).single();
  if (error) fail('story', error);
  return toStory(data as unknown as StoryRow);
}

// Removes only the links that go and adds only the new ones, so a story never passes through
// "no links" (which would mean every application) while it is being saved.
async function replaceLinks(supabase: Db, storyId: string, profileId: string, applicationIds: string[]): Promise<void> {
  let removal = supabase.from('story_application').delete().eq('story_id', storyId);
  if (applicationIds.length > 0) removal = removal.not('application_id', 'in', `(${applicationIds.join(',')})`);
  const removed = await removal;
  if (removed.error) fail('story_application', removed.error);
  if (applicationIds.length === 0) return;
  const rows = applicationIds.map((applicationId) => ({ story_id: storyId, application_id: applicationId, profile_id: profileId }));
  const added = await supabase.from('story_application').upsert(rows, { onConflict: 'story_id,application_id', ignoreDuplicates: true });
  if (added.error) fail('story_application', added.error);
}

export async function deleteStory(id: string, supabase: Db = createBrowserSupabase()): Promise<void> {
  const { error } = await supabase.from('story').delete().eq('id', id);
  if (error) fail('story', error);
}

/** The main resume first, then the others by name. */
export async function listResumeVersions(supabase: Db = createBrowserSupabase()): Promise<ResumeVersion[]> {
  const { data, error } = await supabase.from('resume_version').select(RESUME_VERSION_COLUMNS).order('is_primary', { ascending: false }).order('name');
  if (error) fail('resume_version', error);
  return data.map(toResumeVersion);
}
