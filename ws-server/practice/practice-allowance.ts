// The fair-use cap on practice: minutes per user per UTC day, counted in the database so it
// holds across ws-server processes, tabs and reconnects, and shaped like a usage start, so a
// session reads "minutes used of a limit" the same way for both purposes. A dropped round is
// carried on (its practice time re-opened, the gap not counted) when the database agrees.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { ErrorCode } from '../../lib/protocol';
import type { UsageStart } from '../metering/metering-store';
import type { PracticeStore } from './practice-store';
import type { PlannedPracticeQuestion } from '../history/history-store';
import type { PracticeRound } from '../../lib/practice/practice-question';

export interface OpenedPractice {
  usage: UsageStart;
  practiceTimeId?: string;
  /** Set when the round named by resume_session_id was re-opened. */
  resumed?: { historyId: string; round?: PracticeRound; plan?: PlannedPracticeQuestion[] };
}

export async function openPractice(
  store: PracticeStore,
  input: { userId: string; dailyMinutes: number; resumeId?: string; leaseId: string; windowSeconds: number; conn: string },
): Promise<OpenedPractice> {
  const { userId, dailyMinutes, resumeId, conn } = input;
  const usage = (usedSeconds: number, allowed: boolean): UsageStart => ({ allowed, used: Math.round((usedSeconds / 60) * 10) / 10, limit: dailyMinutes, expireMsg: '' });
  if (resumeId) {
    try {
      const r = await store.resume({ profileId: userId, historyId: resumeId, windowSeconds: input.windowSeconds, leaseId: input.leaseId });
      writeLog('info', 'ws_resume', { conn, user: userId, session: resumeId, status: r.status, purpose: 'practice' });
      if (r.status === 'resumed') return { usage: usage(r.usedSeconds, true), practiceTimeId: r.practiceTimeId, resumed: { historyId: resumeId, round: r.round, plan: r.plan } };
      if (r.status === 'practice_limit') return { usage: usage(r.usedSeconds, false) };
    } catch (error) {
      // A resume that cannot be checked starts a new round rather than failing the reconnect.
      writeLog('warn', 'ws_resume_failed', { conn, user: userId, error: toError(error).message });
    }
  }
  const started = await store.startTime(userId);
  return { usage: usage(started.usedSeconds, started.allowed), ...(started.practiceTimeId ? { practiceTimeId: started.practiceTimeId } : {}) };
}

export function practiceLimitError(dailyMinutes: number): { code: ErrorCode; message: string } {
  return { code: 'practice_limit', message: `You have used today's ${formatMinutes(dailyMinutes)} of free practice. Practice again tomorrow (the allowance resets at midnight UTC).` };
}

const formatMinutes = (minutes: number) => (minutes === 1 ? '1 minute' : `${Math.round(minutes * 10) / 10} minutes`);
