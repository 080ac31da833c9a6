/**
 * A caught value as an Error. `catch (e)` can hold anything a library throws or rejects with:
 * strings, plain objects shaped like errors (PostgREST, worker messages), errors from another
 * realm. The original value stays reachable as `cause`.
 */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string') {
    const error = new Error(value.message, { cause: value });
    if ('name' in value && typeof value.name === 'string' && value.name) error.name = value.name;
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
