import { BILLING_MESSAGES, BillingError } from '@/lib/billing/billing-error';
import { errorCode } from '@/lib/errors/error-code';
import type { BillingDeps } from './billing-deps';
import { syncSubscription, type SyncedSubscription } from './sync-subscription';

/**
 * The success page's half of the webhook: the Checkout Session read from Stripe, and its
 * subscription synced through the webhook's own function, so the new plan shows at once.
 * `userId` must own the session: a session id in a URL proves nothing by itself.
 */
export async function syncCheckoutSession(deps: BillingDeps, sessionId: string, userId: string): Promise<SyncedSubscription | null> {
  let session;
  try {
    session = await deps.stripe.checkout.sessions.retrieve(sessionId);
  } catch (err) {
    if (errorCode(err) === 'resource_missing') throw new BillingError(404, BILLING_MESSAGES.paymentNotFound, 'session_missing');
    throw err;
  }
  const owner = session.client_reference_id ?? session.metadata?.user_id ?? null;
  if (owner !== userId) throw new BillingError(404, BILLING_MESSAGES.paymentNotFound, 'session_not_owned');
  if (session.status !== 'complete' || !session.subscription) return null;
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
  return syncSubscription(deps, subscriptionId);
}
