import { BILLING_MESSAGES, BillingError } from '@/lib/billing/billing-error';
import { FREE_PLAN_ID } from '@/lib/billing/plan-types';
import { writeLog } from '@/lib/logging/write-log';
import type { BillingDeps } from './billing-deps';
import { ensureStripeCustomer } from './ensure-customer';
import { liveSubscriptions } from './live-subscriptions';
import { loadPlanPrices } from './plan-prices';

export interface CheckoutRequest {
  user: { id: string; email: string | null };
  planId: number;
  /** The app's public URL: Stripe sends the browser back to /success or /cancelled on it. */
  siteUrl: string;
}

/** Double clicks within this window get the same session from Stripe (same idempotency key). */
const IDEMPOTENCY_WINDOW_MS = 60_000;

/**
 * Starts a Checkout Session (mode subscription) for a paid plan, for the user's stored
 * Stripe customer. Never two subscriptions: a user with a live subscription is refused
 * (they upgrade in the portal), an open session for the same plan is reused, open sessions
 * for other plans are expired, and simultaneous clicks share one idempotency key.
 */
export async function createCheckoutSession(deps: BillingDeps, { user, planId, siteUrl }: CheckoutRequest): Promise<{ id: string; url: string }> {
  const plan = (await loadPlanPrices(deps.admin, { fresh: true })).find((p) => p.id === planId && p.isActive);
  if (!plan) throw new BillingError(404, BILLING_MESSAGES.planNotFound, 'plan_not_found');
  if (plan.id === FREE_PLAN_ID || plan.price <= 0) throw new BillingError(400, BILLING_MESSAGES.freePlan, 'free_plan');
  if (!plan.stripePriceId) {
    writeLog('error', 'checkout: plan has no stripe_price_id; run npm run stripe:sync-plans', { plan_id: plan.id });
    throw new BillingError(503, BILLING_MESSAGES.unavailable, 'plan_without_price');
  }

  const customer = await ensureStripeCustomer(deps.stripe, deps.admin, user);
  if ((await liveSubscriptions(deps.stripe, customer)).length > 0) throw new BillingError(409, BILLING_MESSAGES.alreadySubscribed, 'already_subscribed');

  for await (const open of deps.stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 })) {
    if (open.metadata?.plan_id === String(plan.id) && open.url) return { id: open.id, url: open.url };
    // Another plan's session left open in another tab could be paid too: close it.
    await deps.stripe.checkout.sessions.expire(open.id).catch(() => undefined);
  }

  const metadata = { user_id: user.id, plan_id: String(plan.id) };
  const session = await deps.stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [{ price: plan.stripePriceId, quantity: 1 }],
      success_url: `${new URL('/success', siteUrl).toString()}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: new URL('/cancelled', siteUrl).toString(),
      metadata,
      subscription_data: { metadata },
    },
    { idempotencyKey: `cuecard-checkout-${user.id}-${plan.id}-${Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS)}` },
  );
  if (!session.url) throw new Error(`checkout: session ${session.id} has no url`);
  return { id: session.id, url: session.url };
}
