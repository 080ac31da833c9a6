import { BillingError } from '../../lib/billing/billing-error';
import { createCheckoutSession } from '../../lib/stripe/create-checkout-session';
import { createPortalSession } from '../../lib/stripe/create-portal-session';
import { syncCheckoutSession } from '../../lib/stripe/sync-checkout-session';
import { syncPlansToStripe } from '../../lib/stripe/sync-plans';
import { createUser, payCheckout, SITE_URL, startBillingHarness, type BillingHarness } from './billing-harness';

describe('billing: plans sync, checkout, success-page sync and portal links against the embedded Stripe', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness();
  });
  afterAll(() => h?.close());

  async function profilePlan(userId: string): Promise<number> {
    const { data } = await h.admin.from('profile').select('plan_id').eq('id', userId).single();
    return data!.plan_id as number;
  }

  it('stripe:sync-plans creates one price per paid plan by lookup key, stores the ids, and changes nothing the second time', async () => {
    const first = await syncPlansToStripe(h.stripe, h.admin);
    expect(first.map((r) => [r.planId, r.lookupKey, r.outcome])).toEqual([
      [2, 'cuecard_pro_monthly', 'created'],
      [3, 'cuecard_premium_monthly', 'created'],
    ]);
    const { data: plans } = await h.admin.from('plan').select('id, stripe_price_id, stripe_product_id').in('id', [2, 3]).order('id');
    expect(plans!.map((p) => p.stripe_price_id)).toEqual(first.map((r) => r.priceId));
    const pro = await h.stripe.prices.retrieve(first[0].priceId);
    expect(pro).toMatchObject({ unit_amount: 2900, currency: 'usd', lookup_key: 'cuecard_pro_monthly', recurring: { interval: 'month' } });
    const second = await syncPlansToStripe(h.stripe, h.admin);
    expect(second.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(second.map((r) => r.priceId)).toEqual(first.map((r) => r.priceId));
  });

  it('a changed price gets a new Stripe price that takes over the lookup key; the old one is archived', async () => {
    const before = (await syncPlansToStripe(h.stripe, h.admin))[1];
    await h.em.context.db.query('update public.plan set price = 69 where id = 3');
    try {
      const after = (await syncPlansToStripe(h.stripe, h.admin))[1];
      expect(after.outcome).toBe('created');
      expect(after.priceId).not.toBe(before.priceId);
      expect((await h.stripe.prices.retrieve(before.priceId)).active).toBe(false);
      expect((await h.stripe.prices.list({ lookup_keys: ['cuecard_premium_monthly'] })).data.map((p) => p.id)).toEqual([after.priceId]);
    } finally {
      await h.em.context.db.query('update public.plan set price = 59 where id = 3');
      await syncPlansToStripe(h.stripe, h.admin);
    }
  });

  it('creates the customer before checkout, reuses it, and a double click gets one session', async () => {
    const user = await createUser(h);
    const [a, b] = await Promise.all([
      createCheckoutSession(h.deps, { user, planId: 2, siteUrl: SITE_URL }),
      createCheckoutSession(h.deps, { user, planId: 2, siteUrl: SITE_URL }),
    ]);
    expect(a.id).toBe(b.id);
    expect(a.url).toMatch(new RegExp(`^${h.stripeUrl}/stripe/checkout/cs_`));
    const { data: customerRow } = await h.admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', user.id).single();
    const session = await h.stripe.checkout.sessions.retrieve(a.id);
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: customerRow!.stripe_customer_id,
      client_reference_id: user.id,
      metadata: { user_id: user.id, plan_id: '2' },
      success_url: `${SITE_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_URL}/cancelled`,
    });
    // Later click, same plan: the open session is reused. Another plan: the first is expired.
    expect((await createCheckoutSession(h.deps, { user, planId: 2, siteUrl: SITE_URL })).id).toBe(a.id);
    const premium = await createCheckoutSession(h.deps, { user, planId: 3, siteUrl: SITE_URL });
    expect(premium.id).not.toBe(a.id);
    expect((await h.stripe.checkout.sessions.retrieve(a.id)).status).toBe('expired');
    const customer = await h.stripe.customers.retrieve(customerRow!.stripe_customer_id);
    expect(customer).toMatchObject({ email: user.email, metadata: { user_id: user.id } });
  });

  it('refuses the free plan and unknown plans', async () => {
    const user = await createUser(h);
    await expect(createCheckoutSession(h.deps, { user, planId: 1, siteUrl: SITE_URL })).rejects.toMatchObject({ status: 400, code: 'free_plan' });
    await expect(createCheckoutSession(h.deps, { user, planId: 99, siteUrl: SITE_URL })).rejects.toMatchObject({ status: 404, code: 'plan_not_found' });
  });

  it('the success page sync puts the user on the plan before any webhook, only for the session owner', async () => {
    const user = await createUser(h);
    const stranger = await createUser(h, 'stranger');
    const session = await createCheckoutSession(h.deps, { user, planId: 2, siteUrl: SITE_URL });
    expect((await payCheckout(h, session.id)).headers.get('location')).toBe(`${SITE_URL}/success?session_id=${session.id}`);
    await expect(syncCheckoutSession(h.deps, session.id, stranger.id)).rejects.toBeInstanceOf(BillingError);
    expect(await profilePlan(stranger.id)).toBe(1);
    const synced = await syncCheckoutSession(h.deps, session.id, user.id);
    expect(synced).toMatchObject({ profileId: user.id, planId: 2, status: 'active', creditsReset: true });
    expect(await profilePlan(user.id)).toBe(2);
    // With a live subscription, a second checkout is refused: changes go through the portal.
    await expect(createCheckoutSession(h.deps, { user, planId: 3, siteUrl: SITE_URL })).rejects.toMatchObject({ status: 409, code: 'already_subscribed' });
  });

  it('a declined card leaves the session open and the user on the free plan', async () => {
    const user = await createUser(h);
    const session = await createCheckoutSession(h.deps, { user, planId: 2, siteUrl: SITE_URL });
    const res = await payCheckout(h, session.id, '4000 0000 0000 0002');
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('Your card was declined.');
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(await syncCheckoutSession(h.deps, session.id, user.id)).toBeNull();
    expect(await profilePlan(user.id)).toBe(1);
  });

  it('portal links: a deep link to confirm a higher plan, one to cancel, and refusals', async () => {
    const user = await createUser(h);
    await expect(createPortalSession(h.deps, { userId: user.id, allowCancel: true, siteUrl: SITE_URL })).rejects.toMatchObject({ status: 409, code: 'no_customer' });
    const session = await createCheckoutSession(h.deps, { user, planId: 2, siteUrl: SITE_URL });
    await payCheckout(h, session.id);
    const subscriptionId = (await h.stripe.checkout.sessions.retrieve(session.id)).subscription as string;

    await expect(createPortalSession(h.deps, { userId: user.id, targetPlanId: 2, allowCancel: false, siteUrl: SITE_URL })).rejects.toMatchObject({ status: 400, code: 'not_higher' });
    const upgrade = await createPortalSession(h.deps, { userId: user.id, targetPlanId: 3, allowCancel: false, siteUrl: SITE_URL });
    expect(upgrade.url).toMatch(new RegExp(`^${h.stripeUrl}/stripe/portal/bps_`));
    const form = (action: string) => fetch(upgrade.url, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
    const confirmed = await form('update');
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${SITE_URL}/subscription?refresh=1`);
    const { data: premium } = await h.admin.from('plan').select('stripe_price_id').eq('id', 3).single();
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).items.data[0].price.id).toBe(premium!.stripe_price_id);

    const cancel = await createPortalSession(h.deps, { userId: user.id, allowCancel: true, siteUrl: SITE_URL });
    const done = await fetch(cancel.url, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }), redirect: 'manual' });
    expect(done.status).toBe(303);
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    await expect(createPortalSession(h.deps, { userId: user.id, allowCancel: true, siteUrl: SITE_URL })).rejects.toMatchObject({ status: 409, code: 'no_subscription' });
  });
});
