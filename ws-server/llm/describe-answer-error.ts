// An answer engine's failure as a protocol error code and words a user can read: the engine's
// own words for an AnswerError, a rate-limit message for an HTTP 429, a generic one otherwise.
// `detail` is for the log (a provider's status or an error's name), never for the user.
import { toError } from '../../lib/errors/to-error';
import { httpStatusOf } from '../../lib/retry/http-status-of';
import { AnswerError, ANSWER_FAILED, ANSWER_RATE_LIMITED, type AnswerErrorCode } from './answer-engine';

export function describeAnswerError(error: unknown): { code: AnswerErrorCode; message: string; detail?: string } {
  if (error instanceof AnswerError) return { code: error.code, message: error.message, detail: error.detail };
  if (httpStatusOf(error) === 429) return { code: 'answer_rate_limited', message: ANSWER_RATE_LIMITED };
  return { code: 'answer_failed', message: ANSWER_FAILED, detail: toError(error).name };
}
