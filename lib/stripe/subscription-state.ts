import type Stripe from 'stripe';
import { planIdForPrice, type PlanPrice } from './plan-prices';

/** The arguments of apply_subscription_state (supabase/migrations …_functions.sql). */
export interface SubscriptionStateArgs {
  p_profile_id: string;
  p_plan_id: number | null;
  p_stripe_subscription_id: string;
  p_status: string;
  p_period_start: string | null;
  p_period_end: string | null;
  p_stripe_customer_id: string;
  p_stripe_price_id: string | null;
  p_cancel_at_period_end: boolean;
  p_canceled_at: string | null;
}

const iso = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);

export const customerIdOf = (sub: Pick<Stripe.Subscription, 'customer'>): string => (typeof sub.customer === 'string' ? sub.customer : sub.customer.id);

/**
 * A subscription just read from Stripe, in the shape the database function takes. The
 * billing period lives on the subscription item since Stripe's 2025 API versions; the
 * subscription-level fields of older versions are read when present.
 */
export function subscriptionStateArgs(sub: Stripe.Subscription, profileId: string, plans: PlanPrice[]): SubscriptionStateArgs {
  const item = sub.items.data[0];
  // Subscription-level periods of API versions before 2025, gone from stripe-node's types.
  const legacyStart = 'current_period_start' in sub && typeof sub.current_period_start === 'number' ? sub.current_period_start : undefined;
  const legacyEnd = 'current_period_end' in sub && typeof sub.current_period_end === 'number' ? sub.current_period_end : undefined;
  return {
    p_profile_id: profileId,
    p_plan_id: planIdForPrice(plans, item?.price ?? null),
    p_stripe_subscription_id: sub.id,
    p_status: sub.status,
    p_period_start: iso(item?.current_period_start ?? legacyStart),
    p_period_end: iso(item?.current_period_end ?? legacyEnd),
    p_stripe_customer_id: customerIdOf(sub),
    p_stripe_price_id: item?.price?.id ?? null,
    p_cancel_at_period_end: sub.cancel_at_period_end,
    p_canceled_at: iso(sub.canceled_at),
  };
}
