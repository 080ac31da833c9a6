// The candidate's preparation as both ends see it: job applications, resume versions and STAR
// stories (tables job_application, resume_version, story, story_application).

export interface ResumeVersion {
  id: string;
  name: string;
  resume: string;
  /** The main resume: the same text as the one Personalize edits. */
  isPrimary: boolean;
  updatedAt: string;
}

export interface JobApplication {
  id: string;
  company: string;
  role: string;
  jobDescription: string;
  /** null: the main resume. */
  resumeVersionId: string | null;
  /** ISO timestamp of the next interview, if known. */
  interviewAt: string | null;
  round: string;
  notes: string;
  /** "auto", a BCP-47 tag, or null to follow the profile's interview language. */
  language: string | null;
  archivedAt: string | null;
  /** The first application, made from the one job description Personalize edits. */
  isPrimary: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Story {
  id: string;
  title: string;
  situation: string;
  task: string;
  action: string;
  result: string;
  /** The skills it shows. */
  tags: string[];
  /** The numbers it can back, in the candidate's words. */
  figures: string;
  /** Applications it is linked to; empty: it serves every application. */
  applicationIds: string[];
  updatedAt: string;
}

/**
 * What an application is called in lists and pickers: "Role at Company", or a fallback. The
 * main application (made from the profile's job description) has no company or role until the
 * candidate adds them, and is then "Main application" rather than "Untitled".
 */
export function applicationTitle(a: { company: string; role: string; isPrimary?: boolean; is_primary?: boolean }): string {
  const role = a.role.trim();
  const company = a.company.trim();
  if (role && company) return `${role} at ${company}`;
  return role || company || (a.isPrimary || a.is_primary ? 'Main application' : 'Untitled application');
}

/** What an answer needs of a story. */
export type StoryForAnswer = Pick<Story, 'id' | 'title' | 'situation' | 'task' | 'action' | 'result' | 'tags' | 'figures'>;
