// The usage row of an interview that is starting: the dropped session's own row re-opened when
// hello asks to resume it and the database agrees, a new row otherwise. A resume that cannot
// be checked (database hiccup) starts afresh rather than failing the reconnect.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { MeteringStore, UsageStart } from '../metering/metering-store';
import type { ResumeStore } from './resume-store';
import type { SocketSource } from '../upgrade';

/** A dropped session may be carried on for this long after it ended. */
export const RESUME_WINDOW_SECONDS = 120;

export interface OpenedUsage {
  usage: UsageStart;
  /** Set when the session named by resume_session_id was re-opened. */
  resumed?: { historyId: string; chargedSeconds: number; title?: string };
}

export async function openUsage(deps: { metering: Pick<MeteringStore, 'start'>; resumes?: Pick<ResumeStore, 'resume'> }, input: { userId: string; source: SocketSource; resumeId?: string; leaseId: string; conn: string }): Promise<OpenedUsage> {
  const { userId, resumeId, conn } = input;
  if (resumeId && deps.resumes) {
    try {
      const r = await deps.resumes.resume({ profileId: userId, historyId: resumeId, windowSeconds: RESUME_WINDOW_SECONDS, leaseId: input.leaseId });
      writeLog('info', 'ws_resume', { conn, user: userId, session: resumeId, status: r.status });
      if (r.status === 'resumed') {
        return {
          usage: { allowed: true, usageLogId: r.usageLogId, used: r.used, limit: r.limit, expireMsg: r.expireMsg },
          resumed: { historyId: resumeId, chargedSeconds: r.chargedSeconds, title: r.title },
        };
      }
      if (r.status === 'credit_limit') return { usage: { allowed: false, used: r.used ?? 0, limit: r.limit ?? 0, expireMsg: r.expireMsg ?? '' } };
    } catch (error) {
      writeLog('warn', 'ws_resume_failed', { conn, user: userId, error: toError(error).message });
    }
  }
  return { usage: await deps.metering.start(userId, input.source) };
}
