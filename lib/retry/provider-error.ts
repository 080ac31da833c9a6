import { isRetryableStatus } from './is-retryable-status';

export interface ProviderErrorOptions {
  /** The provider's HTTP status; absent when no response came (connection failed, timed out). */
  status?: number;
  /** Overrides the rule: by default, retryable when there was no response or the status says so. */
  retryable?: boolean;
  /** How long the provider asked us to wait (Retry-After), if it did. */
  retryAfterMs?: number;
  cause?: unknown;
}

/**
 * A failed call to a service we depend on (speech to text, the database, a model), saying
 * whether repeating it may help. The message is for operators: ids, statuses, the variable to
 * check; never a transcript, prompt or key.
 */
export class ProviderError extends Error {
  readonly status?: number;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;

  constructor(message: string, options: ProviderErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
    this.retryable = options.retryable ?? (options.status === undefined || isRetryableStatus(options.status));
  }
}
