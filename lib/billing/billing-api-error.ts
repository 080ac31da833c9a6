import { ApiError, apiErrorCodeFor } from '@/lib/api/api-error';
import { toError } from '@/lib/errors/to-error';
import { writeLog } from '@/lib/logging/write-log';
import { BILLING_MESSAGES, BillingError } from './billing-error';

/**
 * The ApiError a failed billing request answers with: a BillingError's plain message and
 * status (its precise reason goes to the log); anything else (Stripe down, a database error)
 * is logged with its source and becomes 502 with a generic message. Stripe's own error text
 * is never shown to the user.
 */
export function billingApiError(err: unknown, source: string, userId: string): ApiError {
  if (err instanceof BillingError) {
    writeLog('warn', `${source}: refused`, { source, user_id: userId, code: err.code });
    return new ApiError(apiErrorCodeFor(err.status), err.userMessage);
  }
  const error = toError(err);
  // Stripe's errors carry these for its support; other errors simply lack them.
  const stripeField = (name: 'type' | 'code' | 'requestId') => {
    const value: unknown = Reflect.get(error, name);
    return typeof value === 'string' ? value : undefined;
  };
  writeLog('error', `${source}: failed`, {
    source,
    user_id: userId,
    error: error.message,
    stripe_type: stripeField('type'),
    stripe_code: stripeField('code'),
    stripe_request_id: stripeField('requestId'),
  });
  return new ApiError('bad_gateway', BILLING_MESSAGES.unavailable);
}
