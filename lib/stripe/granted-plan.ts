import type Stripe from 'stripe';
import { allowancePlanId } from './allowance-plan';
import { lastPaidPeriodPriceId } from './last-paid-period-price';
import { LIVE_STATUSES } from './live-subscriptions';
import { planIdForPrice, type PlanPrice } from './plan-prices';

/**
 * The plan whose minutes a subscription grants (allowancePlanId): its price's plan, capped by
 * the plan of the last period paid for in full, read from the subscription's paid invoices.
 * A subscription that has ended grants nothing anyway; its price's plan is kept as history.
 */
export async function grantedPlanId(stripe: Stripe, sub: Stripe.Subscription, plans: PlanPrice[]): Promise<number | null> {
  const price = sub.items.data[0]?.price ?? null;
  const pricePlan = planIdForPrice(plans, price);
  if (pricePlan === null || !price || !LIVE_STATUSES.has(sub.status)) return pricePlan;
  const paidPrice = await lastPaidPeriodPriceId(stripe, sub.id);
  if (!paidPrice) return null;
  // A price retired by stripe:sync-plans is matched through its lookup key or metadata.
  const paidPlan = paidPrice === price.id ? pricePlan : (planIdForPrice(plans, paidPrice) ?? planIdForPrice(plans, await stripe.prices.retrieve(paidPrice)));
  return allowancePlanId(pricePlan, paidPlan);
}
