/**
 * A caught value as an Error. `catch (e)` can hold anything a library throws or rejects with:
 * strings, plain objects shaped like errors (PostgREST, worker messages), errors from another
 * realm. The original value stays reachable as `cause`.
 */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string') {
    const error = new Error((value as { message: string }).message, { cause: value });
    const name = (value as { name?: unknown }).name;
    if (typeof name === 'string' && name) error.name = name;
    return error;
  }
  return new Error(describe(value), { cause: value });
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      // circular: fall through to the generic text
    }
  }
  return String(value);
}
