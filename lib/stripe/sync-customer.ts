import type { BillingDeps } from './billing-deps';
import { applySubscription, type SyncedSubscription } from './sync-subscription';

/**
 * Re-reads every subscription of one Stripe customer (ended ones too, so a cancellation is
 * seen) and makes the database match: the portal's return page uses it, so the plan is right
 * before the webhook arrives.
 */
export async function syncCustomerSubscriptions(deps: BillingDeps, customerId: string): Promise<SyncedSubscription[]> {
  const synced: SyncedSubscription[] = [];
  for await (const sub of deps.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
    const result = await applySubscription(deps, sub);
    if (result) synced.push(result);
  }
  return synced;
}
