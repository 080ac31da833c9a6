import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import type { JobApplication } from './prep-types';

/** What a picker needs of an application: no job description, so a long list stays a small read. */
export type ApplicationChoice = Pick<JobApplication, 'id' | 'company' | 'role' | 'interviewAt' | 'language' | 'archivedAt' | 'isPrimary' | 'createdAt' | 'updatedAt'> & {
  /**
   * Which of its documents are the profile's own, kept equal by the database: the resume when it
   * uses the main one, the job description for the main application. Personalize edits made
   * during a session reach the session only for these.
   */
  followsProfile: { resume: boolean; jobDescription: boolean };
};

export interface ApplicationChoices {
  /** Not archived, newest change first. */
  applications: ApplicationChoice[];
  /** The application the user's newest session was held for, if any. */
  lastUsedId: string | null;
}

/**
 * The signed-in user's applications for the interview and practice pickers, through their own
 * client: row-level security returns only their rows.
 */
export async function fetchApplicationChoices(supabase: SupabaseClient<Database>): Promise<ApplicationChoices> {
  const [applications, lastSession, mainResume] = await Promise.all([
    supabase
      .from('job_application')
      .select('id, company, role, resume_version_id, interview_at, language, archived_at, is_primary, created_at, updated_at')
      .is('archived_at', null)
      .order('updated_at', { ascending: false }),
    supabase.from('interview_session').select('application_id').not('application_id', 'is', null).order('started_at', { ascending: false }).limit(1).maybeSingle(),
    supabase.from('resume_version').select('id').eq('is_primary', true).maybeSingle(),
  ]);
  if (applications.error) throw new Error(`job_application: ${applications.error.message}`);
  if (lastSession.error) throw new Error(`interview_session: ${lastSession.error.message}`);
  if (mainResume.error) throw new Error(`resume_version: ${mainResume.error.message}`);
  const mainResumeId = mainResume.data?.id ?? null;
  return {
    applications: applications.data.map((row) => ({
      id: row.id,
      company: row.company,
      role: row.role,
      interviewAt: row.interview_at,
      language: row.language,
      archivedAt: row.archived_at,
      isPrimary: row.is_primary,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      followsProfile: { resume: row.resume_version_id === null || row.resume_version_id === mainResumeId, jobDescription: row.is_primary },
    })),
    lastUsedId: lastSession.data?.application_id ?? null,
  };
}
