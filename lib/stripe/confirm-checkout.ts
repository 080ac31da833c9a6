import 'server-only';
import { checkoutSessionIdSchema } from '@/lib/billing/billing-schemas';
import { BillingError } from '@/lib/billing/billing-error';
import { writeLog } from '@/lib/logging/write-log';
import type { BillingDeps } from './billing-deps';
import { defaultBillingDeps } from './default-billing-deps';
import { stripePageLimiter, type StripePageLimiter } from './stripe-page-limiter';
import { syncCheckoutSession } from './sync-checkout-session';
import { toError } from '@/lib/errors/to-error';

export type CheckoutConfirmation =
  | { status: 'synced'; planId: number }
  | { status: 'pending' }
  | { status: 'not_found' }
  | { status: 'rate_limited' };

/**
 * /success: syncs the returned Checkout Session through the webhook's own sync, so the new
 * plan shows at once. Stripe unreachable is 'pending' (the webhook will catch up); a
 * missing, malformed or someone else's session is 'not_found'. Past the per-user limit
 * (stripePageLimiter) Stripe is not asked at all: 'rate_limited', and the page says the plan
 * will show once Stripe confirms it, which the webhook does.
 */
export async function confirmCheckout(
  sessionId: string | undefined,
  userId: string,
  { deps, limiter = stripePageLimiter() }: { deps?: BillingDeps; limiter?: StripePageLimiter } = {},
): Promise<CheckoutConfirmation> {
  const parsed = checkoutSessionIdSchema.safeParse(sessionId);
  if (!parsed.success) return { status: 'not_found' };
  if (!limiter.take(userId)) {
    writeLog('info', 'success page: checkout sync skipped, rate limited', { source: 'success.sync', user_id: userId });
    return { status: 'rate_limited' };
  }
  try {
    const synced = await syncCheckoutSession(deps ?? defaultBillingDeps(), parsed.data, userId);
    return synced ? { status: 'synced', planId: synced.planId } : { status: 'pending' };
  } catch (err) {
    if (err instanceof BillingError) return { status: 'not_found' };
    writeLog('error', 'success page: checkout sync failed', { source: 'success.sync', user_id: userId, error: toError(err).message });
    return { status: 'pending' };
  }
}
