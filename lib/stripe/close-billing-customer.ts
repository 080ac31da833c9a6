import type { BillingDeps } from './billing-deps';
import { liveSubscriptions } from './live-subscriptions';

export interface ClosedBillingCustomer {
  /** False when the user never had a Stripe customer. */
  hadCustomer: boolean;
  expiredSessions: number;
  canceledSubscriptions: number;
}

/**
 * Removes the user's Stripe customer before their account is deleted, so a deleted account is
 * never charged again and Stripe keeps no e-mail, name or card of theirs on a customer of
 * ours. Open Checkout Sessions are expired first (one paid a moment later would start a new
 * subscription), then every subscription that still bills is cancelled at once, then the
 * customer is deleted. Stripe keeps paid invoices for the books, as it must.
 */
export async function closeBillingCustomer({ stripe, admin }: BillingDeps, userId: string): Promise<ClosedBillingCustomer> {
  const { data, error } = await admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', userId).maybeSingle();
  if (error) throw new Error(`billing_customer: ${error.message}`);
  const customer = data?.stripe_customer_id as string | undefined;
  if (!customer) return { hadCustomer: false, expiredSessions: 0, canceledSubscriptions: 0 };
  // A retry after the customer was deleted finds it gone (deleting it also ended its subscriptions).
  if ((await stripe.customers.retrieve(customer)).deleted) return { hadCustomer: true, expiredSessions: 0, canceledSubscriptions: 0 };

  const open = await stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 }).autoPagingToArray({ limit: 1000 });
  for (const session of open) await stripe.checkout.sessions.expire(session.id);
  const live = await liveSubscriptions(stripe, customer);
  for (const sub of live) await stripe.subscriptions.cancel(sub.id);
  await stripe.customers.del(customer);
  return { hadCustomer: true, expiredSessions: open.length, canceledSubscriptions: live.length };
}
