import { ProviderError } from './provider-error';

/** One attempt ran past RetryOptions.timeoutMs. Retryable: a slow answer may come faster next time. */
export class AttemptTimeoutError extends ProviderError {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`, { retryable: true });
    this.name = 'AttemptTimeoutError';
  }
}
