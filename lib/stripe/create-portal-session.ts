import type Stripe from 'stripe';
import { BILLING_MESSAGES, BillingError } from '@/lib/billing/billing-error';
import type { BillingDeps } from './billing-deps';
import { liveSubscriptions } from './live-subscriptions';
import { loadPlanPrices, planIdForPrice } from './plan-prices';

export interface PortalRequest {
  userId: string;
  /** The higher plan to confirm; ignored when allowCancel is set. */
  targetPlanId?: number;
  /** The 'Upgrade / Cancel' link: a deep link to cancel the current subscription. */
  allowCancel: boolean;
  siteUrl: string;
}

/**
 * A Billing Portal session for the user's live subscription (POST /api/update-subscription): a
 * deep link that confirms the move to a higher plan (which the portal, as docs/deploy.md sets it,
 * starts as a new billing period at the full price), or with allowCancel one that cancels
 * (immediately, as the portal is configured and the terms say). Both come back to
 * /subscription, which re-reads the subscription from Stripe, so the page is right before the
 * webhook lands.
 */
export async function createPortalSession(deps: BillingDeps, req: PortalRequest): Promise<{ url: string }> {
  const { data, error } = await deps.admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', req.userId).maybeSingle();
  if (error) throw new Error(`billing_customer: ${error.message}`);
  const customer = data?.stripe_customer_id ?? null;
  if (!customer) throw new BillingError(409, BILLING_MESSAGES.noSubscription, 'no_customer');

  const plans = await loadPlanPrices(deps.admin, { fresh: true });
  const planOf = (sub: Stripe.Subscription) => planIdForPrice(plans, sub.items.data[0]?.price) ?? 0;
  const [current] = (await liveSubscriptions(deps.stripe, customer)).sort((a, b) => planOf(b) - planOf(a));
  if (!current) throw new BillingError(409, BILLING_MESSAGES.noSubscription, 'no_subscription');

  const returnUrl = `${new URL('/subscription', req.siteUrl).toString()}?refresh=1`;
  const afterCompletion = { type: 'redirect' as const, redirect: { return_url: returnUrl } };
  let flow: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined;
  if (req.allowCancel) {
    flow = { type: 'subscription_cancel', subscription_cancel: { subscription: current.id }, after_completion: afterCompletion };
  } else if (req.targetPlanId !== undefined) {
    const target = plans.find((p) => p.id === req.targetPlanId && p.isActive);
    if (!target) throw new BillingError(404, BILLING_MESSAGES.planNotFound, 'plan_not_found');
    if (target.id <= planOf(current)) throw new BillingError(400, BILLING_MESSAGES.notHigher, 'not_higher');
    if (!target.stripePriceId) throw new BillingError(503, BILLING_MESSAGES.unavailable, 'plan_without_price');
    flow = {
      type: 'subscription_update_confirm',
      subscription_update_confirm: { subscription: current.id, items: [{ id: current.items.data[0].id, price: target.stripePriceId, quantity: 1 }] },
      after_completion: afterCompletion,
    };
  }
  const session = await deps.stripe.billingPortal.sessions.create({ customer, return_url: returnUrl, ...(flow ? { flow_data: flow } : {}) });
  return { url: session.url };
}
