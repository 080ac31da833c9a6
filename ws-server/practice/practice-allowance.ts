// The fair-use cap on practice: minutes per user per UTC day, counted from the database so
// it holds across ws-server processes, tabs and reconnects. Shaped like a usage start, so a
// session reads "minutes used of a limit" the same way for both purposes.
import type { ErrorCode } from '../../lib/protocol';
import type { UsageStart } from '../metering/metering-store';
import type { PracticeStore } from './practice-store';

export async function practiceAllowance(store: PracticeStore, profileId: string, dailyMinutes: number, now = new Date()): Promise<UsageStart> {
  const used = (await store.secondsToday(profileId, now)) / 60;
  return { allowed: used < dailyMinutes, used: Math.round(used * 10) / 10, limit: dailyMinutes, expireMsg: '' };
}

export function practiceLimitError(dailyMinutes: number): { code: ErrorCode; message: string } {
  return { code: 'practice_limit', message: `You have used today's ${formatMinutes(dailyMinutes)} of free practice. Practice again tomorrow (the allowance resets at midnight UTC).` };
}

const formatMinutes = (minutes: number) => (minutes === 1 ? '1 minute' : `${Math.round(minutes * 10) / 10} minutes`);
