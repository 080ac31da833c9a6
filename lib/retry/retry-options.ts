/**
 * How one provider call (or connection) is retried. Every retry loop in the product takes
 * this shape, so the rules sit side by side: the Deepgram reconnect, the transcription
 * upload, the metering end, the transcriber replacement and the browser's reconnect.
 */
export interface RetryOptions {
  /** Retries after the first attempt: 0 tries once. */
  maxRetries: number;
  /** Wait before the first retry. */
  initialDelayMs: number;
  /** No wait is longer than this (a server's Retry-After included). */
  maxDelayMs: number;
  /** Each wait is the previous one times this; 1 keeps it constant. */
  multiplier: number;
  /** 0 to 1: each wait is spread uniformly over ± this share of itself, so clients do not retry in step. */
  jitter: number;
  /** One attempt may take this long; unset for no limit. */
  timeoutMs?: number;
}
