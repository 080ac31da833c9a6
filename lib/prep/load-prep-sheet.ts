import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import { fetchToldStories } from '../rounds/fetch-told-stories';
import { buildPrepSheet, type PrepSheet } from './prep-sheet';
import { APPLICATION_COLUMNS, STORY_COLUMNS, toJobApplication, toStory, type StoryRow } from './prep-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the main resume is called when the user has no version row (e.g. no resume yet). */
const MAIN_RESUME = 'Main resume';

/**
 * One application's prep sheet read through the caller's own client: row-level security
 * returns only their rows, so another user's application and an unknown id are both null
 * (a 404, never a hint that the id exists).
 */
export async function loadPrepSheet(supabase: SupabaseClient<Database>, applicationId: string): Promise<PrepSheet | null> {
  if (!UUID.test(applicationId)) return null;
  const { data: row, error } = await supabase.from('job_application').select(APPLICATION_COLUMNS).eq('id', applicationId).maybeSingle();
  if (error) throw new Error(`job_application: ${error.message}`);
  if (!row) return null;
  const application = toJobApplication(row);

  const version = application.resumeVersionId
    ? supabase.from('resume_version').select('name').eq('id', application.resumeVersionId).maybeSingle()
    : supabase.from('resume_version').select('name').eq('is_primary', true).maybeSingle();
  const [resume, stories, profile, told] = await Promise.all([
    version,
    supabase.from('story').select(STORY_COLUMNS).order('updated_at', { ascending: false }),
    supabase.from('profile').select('interview_language').maybeSingle(),
    fetchToldStories(supabase, application.id),
  ]);
  if (resume.error) throw new Error(`resume_version: ${resume.error.message}`);
  if (stories.error) throw new Error(`story: ${stories.error.message}`);
  if (profile.error) throw new Error(`profile: ${profile.error.message}`);

  return buildPrepSheet({
    application,
    resumeName: resume.data?.name ?? MAIN_RESUME,
    stories: (stories.data as unknown as StoryRow[]).map(toStory),
    profileLanguage: profile.data?.interview_language ?? null,
    told,
  });
}
