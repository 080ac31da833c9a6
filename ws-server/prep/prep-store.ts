// What a session needs of the candidate's preparation, read as the signed-in user (their
// access token, so row-level security decides what comes back): the job application the hello
// named, the resume version it uses, and the stories it may draw on. An application that is not
// the user's reads exactly like one that does not exist.
import type { StoryForAnswer } from '../../lib/prep/prep-types';
import type { ToldRound } from '../../lib/rounds/round-types';

export interface ApplicationRow {
  id: string;
  company: string;
  role: string;
  jobDescription: string;
  /** null: the profile's main resume. */
  resumeVersionId: string | null;
  /** "auto", a tag, or null to follow the profile's interview language. */
  language: string | null;
  /** The main application, mirrored with the profile's job description. */
  isPrimary?: boolean;
  /** When the row last changed (any edit of it): what answers derived from it are kept by. */
  updatedAt?: string;
}

/** One user's reads, all made with their token. */
export interface PrepReader {
  /** Undefined when no such application is visible to the user. Throws when the read fails. */
  application(id: string): Promise<ApplicationRow | undefined>;
  /** The text of one of the user's resume versions; undefined when it is not there. */
  resumeVersion(id: string): Promise<string | undefined>;
  /**
   * The stories linked to `applicationId` and those linked to no application (every
   * application's), newest first, bounded in number and size. Without an application: only
   * the unlinked ones.
   */
  stories(applicationId?: string): Promise<StoryForAnswer[]>;
  /** Where the application's stories were told: each round a story was told in (newest first, bounded). */
  toldRounds(applicationId: string): Promise<ToldRound[]>;
}

export interface PrepStore {
  /** `signal`: aborts every read of this reader (a session's socket closed); each also has its own timeout. */
  forUser(accessToken: string, signal?: AbortSignal): PrepReader;
}
