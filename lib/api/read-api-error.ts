import { isRecord } from '@/lib/is-record';

/**
 * The `{ error, code }` of an API route's failure answer (error-response.ts), read in the
 * browser from JSON of any shape: a field that is not a string is left out.
 */
export function readApiError(json: unknown): { error?: string; code?: string } {
  if (!isRecord(json)) return {};
  return { error: typeof json.error === 'string' ? json.error : undefined, code: typeof json.code === 'string' ? json.code : undefined };
}
