import type { z } from 'zod';

/** The message of the first problem, in field order: forms show one message at a time. */
export function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
