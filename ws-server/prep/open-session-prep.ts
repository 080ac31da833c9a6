// The preparation a starting session reads as its user, begun once the session holds its lease
// (so a user refused a slot or a start costs no reads) and aborted when its socket closes: the
// application the hello named (with its resume version), the stories the session may use, and
// where the application's stories were told in its earlier rounds.
// The application comes back on its own, first, because an id the user cannot read refuses the
// session before anything is metered; the stories never fail a session (without them answers
// use the resume).
import { toError } from '../../lib/errors/to-error';
import { AUTO_LANGUAGE, canonicalLanguageTag } from '../../lib/language/languages';
import { writeLog } from '../../lib/logging/write-log';
import { applicationTitle, type StoryForAnswer } from '../../lib/prep/prep-types';
import type { ToldRound } from '../../lib/rounds/round-types';
import type { PrepStore } from './prep-store';

export interface SessionApplicationDocuments {
  id: string;
  /** "Role at Company", or the fallback for an application with neither. */
  title: string;
  /** The hiring company, as the candidate wrote it (may be empty). */
  company: string;
  jobDescription: string;
  /** The resume version's text; absent: the profile's main resume. */
  resume?: string;
  /** "auto" or a listed tag; absent: the profile's interview language. */
  language?: string;
}

export type ApplicationOutcome =
  | { status: 'none' }
  | { status: 'found'; application: SessionApplicationDocuments }
  | { status: 'missing' }
  | { status: 'failed' };

export interface SessionPrepReads {
  /** Never rejects. */
  application: Promise<ApplicationOutcome>;
  /** Never rejects: a failed read is logged (no content) and gives no stories. */
  stories: Promise<StoryForAnswer[]>;
  /** Where the application's stories were told in its rounds so far; never rejects (a failed read marks nothing). */
  told: Promise<ToldRound[]>;
}

export function openSessionPrep(store: PrepStore | undefined, input: { accessToken: string; applicationId?: string; userId: string; conn: string; signal: AbortSignal }): SessionPrepReads {
  const { applicationId, userId, conn } = input;
  // Without a store (a server built without one) nothing can be read as the user: an
  // application cannot be confirmed, so it is refused rather than trusted.
  if (!store) return { application: Promise.resolve(applicationId ? { status: 'missing' } : { status: 'none' }), stories: Promise.resolve([]), told: Promise.resolve([]) };
  const reader = store.forUser(input.accessToken, input.signal);
  const application: Promise<ApplicationOutcome> = applicationId
    ? readApplication(reader, applicationId).catch((error: unknown) => {
        // A read cut off by its socket closing is not a failure to report.
        if (!input.signal.aborted) writeLog('error', 'prep_application_read_failed', { conn, user: userId, application: applicationId, error: toError(error).message });
        return { status: 'failed' as const };
      })
    : Promise.resolve({ status: 'none' });
  const stories = reader.stories(applicationId).catch((error: unknown) => {
    if (!input.signal.aborted) writeLog('warn', 'prep_stories_read_failed', { conn, user: userId, error: toError(error).message });
    return [];
  });
  const told = applicationId
    ? reader.toldRounds(applicationId).catch((error: unknown) => {
        if (!input.signal.aborted) writeLog('warn', 'prep_told_read_failed', { conn, user: userId, error: toError(error).message });
        return [];
      })
    : Promise.resolve([]);
  return { application, stories, told };
}

async function readApplication(reader: ReturnType<PrepStore['forUser']>, id: string): Promise<ApplicationOutcome> {
  const row = await reader.application(id);
  if (!row) return { status: 'missing' };
  // A version deleted since is set null by its foreign key: the main resume stands in.
  const resume = row.resumeVersionId ? await reader.resumeVersion(row.resumeVersionId) : undefined;
  const language = row.language === AUTO_LANGUAGE ? AUTO_LANGUAGE : row.language ? canonicalLanguageTag(row.language) : undefined;
  return {
    status: 'found',
    application: {
      id: row.id,
      title: applicationTitle(row),
      company: row.company,
      jobDescription: row.jobDescription,
      ...(resume !== undefined ? { resume } : {}),
      ...(language ? { language } : {}),
    },
  };
}
