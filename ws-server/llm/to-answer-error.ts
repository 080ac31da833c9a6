// A model provider's failure as the candidate sees it: a rate limit, a refused key or model
// (the operator's to fix), or any other failure; the detail, for the operator's log, names the
// provider and the HTTP status, never the prompt or the key.
import { toError } from '../../lib/errors/to-error';
import { httpStatusOf } from '../../lib/retry/http-status-of';
import { AnswerError, ANSWER_FAILED, ANSWER_RATE_LIMITED, ANSWER_UNAVAILABLE } from './answer-engine';

export function toAnswerError(error: unknown, provider: string): AnswerError {
  if (error instanceof AnswerError) return error;
  const status = httpStatusOf(error);
  const detail = `${provider}: ${status ? `HTTP ${status}` : toError(error).name}`;
  if (status === 429) return new AnswerError('answer_rate_limited', ANSWER_RATE_LIMITED, detail);
  if (status === 401 || status === 403 || status === 404) return new AnswerError('answer_unavailable', ANSWER_UNAVAILABLE, `${detail} (check the key, base URL and model)`);
  return new AnswerError('answer_failed', ANSWER_FAILED, detail);
}
