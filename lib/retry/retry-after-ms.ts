/**
 * How long a provider asked us to wait before trying again, from its response headers:
 * `retry-after-ms` (OpenAI's, in milliseconds) or `retry-after` (seconds). Undefined when it
 * did not say, or said it in a form we do not read (an HTTP date).
 */
export function retryAfterMs(header: (name: string) => string | null | undefined): number | undefined {
  const ms = Number(header('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const seconds = Number(header('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}
