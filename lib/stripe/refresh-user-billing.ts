import 'server-only';
import { writeLog } from '@/lib/logging/write-log';
import type { BillingDeps } from './billing-deps';
import { defaultBillingDeps } from './default-billing-deps';
import { stripePageLimiter, type StripePageLimiter } from './stripe-page-limiter';
import { syncCustomerSubscriptions } from './sync-customer';
import { toError } from '@/lib/errors/to-error';

export type BillingRefresh = 'refreshed' | 'rate_limited';

/**
 * Back from the Billing Portal: the user's subscriptions are re-read from Stripe so the page
 * shows the new plan even if the webhook has not arrived. A failure is logged and left to
 * the webhook; the page still renders. Past the per-user limit (stripePageLimiter) Stripe is
 * not called and the page renders from the database as it stands: the webhook brings it up
 * to date, and a user reloading in a loop cannot turn each load into Stripe requests.
 */
export async function refreshUserBilling(
  userId: string,
  { deps, limiter = stripePageLimiter() }: { deps?: BillingDeps; limiter?: StripePageLimiter } = {},
): Promise<BillingRefresh> {
  if (!limiter.take(userId)) {
    writeLog('info', 'subscription page: Stripe refresh skipped, rate limited', { source: 'subscription.refresh', user_id: userId });
    return 'rate_limited';
  }
  deps ??= defaultBillingDeps();
  try {
    const { data, error } = await deps.admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', userId).maybeSingle();
    if (error) throw new Error(`billing_customer: ${error.message}`);
    if (data?.stripe_customer_id) await syncCustomerSubscriptions(deps, data.stripe_customer_id);
  } catch (err) {
    writeLog('error', 'subscription page: refresh from Stripe failed', { source: 'subscription.refresh', user_id: userId, error: toError(err).message });
  }
  return 'refreshed';
}
