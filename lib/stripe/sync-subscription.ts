import type Stripe from 'stripe';
import type { BillingDeps } from './billing-deps';
import { findSubscriptionOwner } from './find-subscription-owner';
import { grantedPlanId } from './granted-plan';
import { loadPlanPrices } from './plan-prices';
import { subscriptionStateArgs } from './subscription-state';

export interface SyncedSubscription {
  subscriptionId: string;
  profileId: string;
  status: string;
  /** The user's plan after the sync (the highest of their live subscriptions, else 1). */
  planId: number;
  creditsReset: boolean;
}

/**
 * Makes the database match one Stripe subscription, read from Stripe now (never from an
 * event payload): the webhook, the success page and the portal return all call this, so
 * event order, duplicates and a webhook that is late or lost do not matter. Returns null
 * for a subscription that belongs to no user of ours.
 */
export async function syncSubscription({ stripe, admin }: BillingDeps, subscriptionId: string): Promise<SyncedSubscription | null> {
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  return applySubscription({ stripe, admin }, sub);
}

/** The second half of syncSubscription, for a subscription object that was just retrieved or listed. */
export async function applySubscription({ stripe, admin }: BillingDeps, sub: Stripe.Subscription): Promise<SyncedSubscription | null> {
  const profileId = await findSubscriptionOwner(stripe, admin, sub);
  if (!profileId) return null;
  const plans = await loadPlanPrices(admin);
  // The plan stored is the one whose minutes the user has paid for, not merely the price's.
  const args = { ...subscriptionStateArgs(sub, profileId, plans), p_plan_id: await grantedPlanId(stripe, sub, plans) };
  const { data, error } = await admin.rpc('apply_subscription_state', args).single();
  // The user was deleted since checkout: nothing of theirs is left to update.
  if (error?.code === 'P0002') return null;
  if (error) throw new Error(`apply_subscription_state: ${error.message}`);
  return { subscriptionId: sub.id, profileId, status: sub.status, planId: data.plan_id, creditsReset: data.credits_reset };
}
