import type { Tables, TablesInsert } from '@/lib/supabase/database';
import type { ApplicationInput, StoryInput } from './prep-schemas';
import type { JobApplication, ResumeVersion, Story } from './prep-types';

// Database rows (snake_case) to the shapes both ends use (camelCase), and form input back to the
// columns a user may write. Kept apart from the queries so the mapping is tested without a network.

export const APPLICATION_COLUMNS =
  'id, company, role, job_description, resume_version_id, interview_at, round, notes, language, archived_at, is_primary, created_at, updated_at';
export const RESUME_VERSION_COLUMNS = 'id, name, resume, is_primary, updated_at';
export const STORY_COLUMNS = 'id, title, situation, task, action, result, tags, figures, updated_at, story_application(application_id)';

type ApplicationRow = Omit<Tables<'job_application'>, 'profile_id'>;
type ResumeVersionRow = Pick<Tables<'resume_version'>, 'id' | 'name' | 'resume' | 'is_primary' | 'updated_at'>;
export type StoryRow = Omit<Tables<'story'>, 'profile_id' | 'created_at'> & { story_application: { application_id: string }[] | null };

export function toJobApplication(row: ApplicationRow): JobApplication {
  return {
    id: row.id,
    company: row.company,
    role: row.role,
    jobDescription: row.job_description,
    resumeVersionId: row.resume_version_id,
    interviewAt: row.interview_at,
    round: row.round,
    notes: row.notes,
    language: row.language,
    archivedAt: row.archived_at,
    isPrimary: row.is_primary,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toResumeVersion(row: ResumeVersionRow): ResumeVersion {
  return { id: row.id, name: row.name, resume: row.resume, isPrimary: row.is_primary, updatedAt: row.updated_at };
}

export function toStory(row: StoryRow): Story {
  return {
    id: row.id,
    title: row.title,
    situation: row.situation,
    task: row.task,
    action: row.action,
    result: row.result,
    tags: row.tags,
    figures: row.figures,
    applicationIds: (row.story_application ?? []).map((link) => link.application_id),
    updatedAt: row.updated_at,
  };
}

/** The columns an application form writes (the same set the database lets a user update). */
export function applicationColumns(input: ApplicationInput) {
  return {
    company: input.company,
    role: input.role,
    job_description: input.jobDescription,
    resume_version_id: input.resumeVersionId,
    interview_at: input.interviewAt,
    round: input.round,
    notes: input.notes,
    language: input.language,
  } satisfies Omit<TablesInsert<'job_application'>, 'profile_id'>;
}

/** The columns a story form writes; its links live in story_application. */
export function storyColumns(input: StoryInput) {
  // The same skill typed twice is one skill.
  const tags = [...new Set(input.tags)];
  return {
    title: input.title,
    situation: input.situation,
    task: input.task,
    action: input.action,
    result: input.result,
    tags,
    figures: input.figures,
  } satisfies Omit<TablesInsert<'story'>, 'profile_id'>;
}
