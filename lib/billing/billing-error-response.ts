import { NextResponse } from 'next/server';
import { writeLog } from '@/lib/logging/write-log';
import { BILLING_MESSAGES, BillingError } from './billing-error';

/**
 * The JSON answer for a failed billing request: a BillingError's plain message and status;
 * anything else (Stripe down, a database error) is logged with its source and answered 502
 * with a generic message. Stripe's own error text is never shown to the user.
 */
export function billingErrorResponse(err: unknown, source: string, userId: string): NextResponse {
  if (err instanceof BillingError) {
    writeLog('warn', `${source}: refused`, { source, user_id: userId, code: err.code });
    return NextResponse.json({ error: err.userMessage, code: err.code }, { status: err.status });
  }
  const stripe = err as { type?: string; code?: string; requestId?: string };
  writeLog('error', `${source}: failed`, {
    source,
    user_id: userId,
    error: err instanceof Error ? err.message : String(err),
    stripe_type: stripe.type,
    stripe_code: stripe.code,
    stripe_request_id: stripe.requestId,
  });
  return NextResponse.json({ error: BILLING_MESSAGES.unavailable, code: 'unavailable' }, { status: 502 });
}
