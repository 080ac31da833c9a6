import type Stripe from 'stripe';
import { invoiceSubscriptionId } from '../../lib/stripe/handlers/invoice-subscription-id';
import { planIdForPrice, type PlanPrice } from '../../lib/stripe/plan-prices';
import { isEmbeddedStripe, stripeConnectionOptions } from '../../lib/stripe/stripe-options';
import { subscriptionStateArgs } from '../../lib/stripe/subscription-state';

const PLANS: PlanPrice[] = [
  { id: 1, price: 0, stripePriceId: null, lookupKey: null, isActive: true },
  { id: 2, price: 29, stripePriceId: 'price_pro', lookupKey: 'cuecard_pro_monthly', isActive: true },
  { id: 3, price: 59, stripePriceId: 'price_premium', lookupKey: 'cuecard_premium_monthly', isActive: true },
];

const price = (id: string, lookup_key: string | null = null, metadata: Record<string, string> = {}) => ({ id, lookup_key, metadata }) as Stripe.Price;

function subscription(overrides: Partial<Stripe.Subscription> = {}): Stripe.Subscription {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    metadata: {},
    items: { object: 'list', has_more: false, url: '', data: [{ id: 'si_1', price: price('price_pro', 'cuecard_pro_monthly'), current_period_start: 1_790_000_000, current_period_end: 1_792_592_000 }] },
    ...overrides,
  } as unknown as Stripe.Subscription;
}

describe('billing: a Stripe subscription as the database stores it', () => {
  it('maps a price to its plan by id, then lookup key, then plan_id metadata', () => {
    expect(planIdForPrice(PLANS, price('price_premium'))).toBe(3);
    expect(planIdForPrice(PLANS, price('price_recreated', 'cuecard_pro_monthly'))).toBe(2);
    expect(planIdForPrice(PLANS, price('price_other', null, { plan_id: '3' }))).toBe(3);
    expect(planIdForPrice(PLANS, price('price_other', null, { plan_id: '9' }))).toBeNull();
    expect(planIdForPrice(PLANS, 'price_pro')).toBe(2);
    expect(planIdForPrice(PLANS, null)).toBeNull();
  });

  it('reads the period from the subscription item (Stripe API 2025+) and times as ISO strings', () => {
    expect(subscriptionStateArgs(subscription({ canceled_at: 1_791_000_000, cancel_at_period_end: true }), 'user-1', PLANS)).toEqual({
      p_profile_id: 'user-1',
      p_plan_id: 2,
      p_stripe_subscription_id: 'sub_1',
      p_status: 'active',
      p_period_start: new Date(1_790_000_000_000).toISOString(),
      p_period_end: new Date(1_792_592_000_000).toISOString(),
      p_stripe_customer_id: 'cus_1',
      p_stripe_price_id: 'price_pro',
      p_cancel_at_period_end: true,
      p_canceled_at: new Date(1_791_000_000_000).toISOString(),
    });
  });

  it('finds the subscription of an invoice under parent.subscription_details, or at the top level of older API versions', () => {
    expect(invoiceSubscriptionId({ parent: { subscription_details: { subscription: 'sub_new' } } } as unknown as Stripe.Invoice)).toBe('sub_new');
    expect(invoiceSubscriptionId({ parent: null, subscription: 'sub_old' } as unknown as Stripe.Invoice)).toBe('sub_old');
    expect(invoiceSubscriptionId({ parent: null } as unknown as Stripe.Invoice)).toBeNull();
  });

  it('points stripe-node at the embedded Stripe with host, port and protocol, and at Stripe itself with nothing', () => {
    expect(stripeConnectionOptions('http://127.0.0.1:54321')).toEqual({ host: '127.0.0.1', port: 54321, protocol: 'http' });
    expect(stripeConnectionOptions('https://api.stripe.com')).toEqual({});
    expect(isEmbeddedStripe('http://127.0.0.1:54321')).toBe(true);
    expect(isEmbeddedStripe('https://api.stripe.com')).toBe(false);
  });
});
