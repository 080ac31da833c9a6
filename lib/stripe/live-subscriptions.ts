import type Stripe from 'stripe';

/** Statuses in which a subscription still gives its plan (as apply_subscription_state counts them). */
export const LIVE_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);

/** The customer's subscriptions that still give a plan, read from Stripe. */
export async function liveSubscriptions(stripe: Stripe, customerId: string): Promise<Stripe.Subscription[]> {
  const live: Stripe.Subscription[] = [];
  for await (const sub of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
    if (LIVE_STATUSES.has(sub.status)) live.push(sub);
  }
  return live;
}
