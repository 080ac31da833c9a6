import 'server-only';
import { z } from 'zod';

/**
 * The practice fair-use cap, for the page to state. The ws-server enforces it from the same
 * variable (one .env serves both), so the page never promises more than the server allows.
 */
const schema = z.coerce.number().positive().default(60);

export function practiceDailyMinutes(raw: string | undefined = process.env.PRACTICE_DAILY_MINUTES): number {
  const parsed = schema.safeParse(raw === '' ? undefined : raw);
  if (!parsed.success) throw new Error('PRACTICE_DAILY_MINUTES must be a positive number of minutes');
  return parsed.data;
}
