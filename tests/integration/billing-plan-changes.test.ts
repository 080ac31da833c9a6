import type Stripe from 'stripe';
import { createCheckoutSession } from '../../lib/stripe/create-checkout-session';
import { createPortalSession } from '../../lib/stripe/create-portal-session';
import { syncPlansToStripe } from '../../lib/stripe/sync-plans';
import { advancePeriod, createUser, payCheckout, prng, signedWebhook, SITE_URL, startBillingHarness, type BillingHarness } from './billing-harness';

// No minute that was not paid for. Two quantities, for one user from their first payment on:
// - minutes granted: what a user who spends every minute they can, right after every change,
//   gets to use (start_usage and end_usage, as the ws-server charges them);
// - minutes paid for: over the customer's paid invoices, each line's plan minutes times the
//   share of that plan's full price the line charged (a full period counts its plan's minutes,
//   a proration its fraction, a credit a negative fraction).
// Random sequences of subscribe, upgrade, downgrade, renewal (paid or failed) and cancel go
// through the embedded Stripe (checkout page, portal pages, renewals) and the app's webhook
// route, on a clock the test moves, and granted must never exceed paid.

type RoutePost = (request: Request) => Promise<Response>;

const RUNS = Number(process.env.BILLING_PLAN_CHANGE_RUNS ?? 12);
const STEPS = Number(process.env.BILLING_PLAN_CHANGE_STEPS ?? 10);
const SEED = Number(process.env.BILLING_PLAN_CHANGE_SEED ?? 20261122);
const LIVE = new Set(['active', 'trialing', 'past_due']);

let clockMs = Date.UTC(2027, 0, 15, 12);

describe('billing: plan changes never grant minutes that were not paid for', () => {
  let h: BillingHarness;
  let post: RoutePost;
  const seen = new Set<string>();
  const plans = new Map<string, { planId: number; minutes: number; amount: number }>();
  let priceOf: (planId: number) => string;

  beforeAll(async () => {
    h = await startBillingHarness({ stripeNow: () => clockMs });
    post = (await import('../../app/api/stripe/webhook/route')).POST;
    const synced = await syncPlansToStripe(h.stripe, h.admin);
    const { data, error } = await h.admin.from('plan').select('id, credits').in('id', [2, 3]);
    if (error) throw error;
    for (const { planId, priceId } of synced) {
      const price = await h.stripe.prices.retrieve(priceId);
      plans.set(priceId, { planId, minutes: Number(data!.find((p) => p.id === planId)!.credits), amount: price.unit_amount! });
    }
    priceOf = (planId) => [...plans].find(([, p]) => p.planId === planId)![0];
    for (const e of await h.stripe.events.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 })) seen.add(e.id);
  });
  afterAll(() => h?.close());

  /** Sends every event not yet sent to the app's webhook route, oldest first, as Stripe would. */
  async function deliverEvents(): Promise<void> {
    const fresh = (await h.stripe.events.list({ limit: 100 })).data.filter((e) => !seen.has(e.id)).reverse();
    for (const event of fresh) {
      seen.add(event.id);
      const res = await post(signedWebhook(h.stripe, JSON.stringify(event)));
      if (res.status !== 200) throw new Error(`webhook ${event.type}: ${res.status} ${await res.text()}`);
    }
  }

  /** Uses every minute the user has left, as the ws-server would charge them; returns how many. */
  async function spendAll(userId: string): Promise<number> {
    const { rows } = await h.em.context.db.query<{ used: string; credits: string }>(
      'select p.credit_used as used, pl.credits from public.profile p join public.plan pl on pl.id = p.plan_id where p.id = $1',
      [userId],
    );
    const left = Number(rows[0].credits) - Number(rows[0].used);
    if (left <= 0) return 0;
    const start = await h.admin.rpc('start_usage', { p_profile_id: userId, p_source: 'tab' }).single();
    if (start.error) throw start.error;
    const row = start.data as { usage_log_id: number; allowed: boolean };
    if (!row.allowed) return 0;
    const end = await h.admin.rpc('end_usage', { p_usage_log_id: row.usage_log_id, p_seconds: left * 60 });
    if (end.error) throw end.error;
    return left;
  }

  /** Minutes paid for: each paid line's plan minutes times the share of the full price it charged. */
  async function minutesPaid(customer: string): Promise<number> {
    let minutes = 0;
    for await (const invoice of h.stripe.invoices.list({ customer, status: 'paid', limit: 100 })) {
      for (const line of invoice.lines.data) {
        const plan = plans.get(line.pricing!.price_details!.price as string)!;
        minutes += (plan.minutes * line.amount) / (plan.amount * (line.quantity ?? 1));
      }
    }
    return minutes;
  }

  async function liveSubscription(customer: string): Promise<Stripe.Subscription | undefined> {
    const subs = await h.stripe.subscriptions.list({ customer, status: 'all', limit: 100 });
    return subs.data.find((s) => LIVE.has(s.status));
  }

  async function customerOf(userId: string): Promise<string> {
    const { data } = await h.admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', userId).single();
    return data!.stripe_customer_id as string;
  }

  async function postPortal(url: string, fields: Record<string, string>): Promise<void> {
    const res = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    if (res.status !== 303) throw new Error(`portal: ${res.status} ${await res.text()}`);
  }

  /** A time inside the current period: between one second and 60% of what is left of it. */
  function passTime(random: () => number, sub: Stripe.Subscription | undefined): void {
    const left = sub ? sub.items.data[0].current_period_end * 1000 - clockMs : 20 * 86_400_000;
    clockMs += 1000 + Math.floor(random() * Math.max(0, left * 0.6));
  }

  type Op = 'subscribe' | 'upgrade' | 'downgrade' | 'renew' | 'renew_failed' | 'cancel';

  async function step(op: Op, user: { id: string; email: string }, sub: Stripe.Subscription | undefined, planOfSub: number, random: () => number): Promise<void> {
    if (op === 'subscribe') {
      const planId = random() < 0.5 ? 2 : 3;
      const { data } = await h.admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', user.id).maybeSingle();
      // The first time through the app; again after a cancellation straight on Stripe, as the app's
      // checkout would reuse the first session's idempotency key within its minute.
      const session = data
        ? await h.stripe.checkout.sessions.create({ mode: 'subscription', customer: data.stripe_customer_id as string, line_items: [{ price: priceOf(planId), quantity: 1 }], success_url: `${SITE_URL}/success`, cancel_url: `${SITE_URL}/cancelled` })
        : await createCheckoutSession(h.deps, { user, planId, siteUrl: SITE_URL });
      expect((await payCheckout(h, session.id)).status).toBe(303);
    } else if (op === 'upgrade') {
      const portal = await createPortalSession(h.deps, { userId: user.id, targetPlanId: planOfSub + 1, allowCancel: false, siteUrl: SITE_URL });
      await postPortal(portal.url, { action: 'update' });
    } else if (op === 'downgrade') {
      // The app offers no downgrade; a customer can still pick a cheaper price in the plain portal.
      const portal = await h.stripe.billingPortal.sessions.create({ customer: sub!.customer as string, return_url: `${SITE_URL}/subscription` });
      await postPortal(portal.url, { action: 'update', subscription: sub!.id, price: priceOf(planOfSub - 1) });
    } else if (op === 'cancel') {
      const portal = await createPortalSession(h.deps, { userId: user.id, allowCancel: true, siteUrl: SITE_URL });
      await postPortal(portal.url, { action: 'cancel' });
    } else {
      clockMs = Math.max(clockMs, sub!.items.data[0].current_period_end * 1000);
      await advancePeriod(h, sub!.id, op === 'renew' ? 'paid' : 'failed');
    }
  }

  function choose(random: () => number, sub: Stripe.Subscription | undefined, planOfSub: number): Op {
    if (!sub) return 'subscribe';
    const ops: Op[] = ['renew', 'renew', 'renew_failed', 'cancel'];
    if (planOfSub === 2) ops.push('upgrade', 'upgrade', 'upgrade');
    if (planOfSub === 3) ops.push('downgrade', 'downgrade');
    return ops[Math.floor(random() * ops.length)];
  }

  it(`grants at most the minutes paid for over ${RUNS} random sequences of ${STEPS} plan changes (seed ${SEED})`, async () => {
    const random = prng(SEED);
    const counts: Record<string, number> = {};
    for (let run = 0; run < RUNS; run++) {
      const user = await createUser(h, `changes${run}`);
      await spendAll(user.id); // the free trial is a gift, not counted
      let granted = 0;
      const history: string[] = [];
      for (let i = 0; i < STEPS; i++) {
        const customer = i === 0 ? null : await customerOf(user.id);
        const sub = customer ? await liveSubscription(customer) : undefined;
        const planOfSub = sub ? plans.get(sub.items.data[0].price.id)!.planId : 0;
        const op = choose(random, sub, planOfSub);
        if (op !== 'renew' && op !== 'renew_failed') passTime(random, sub);
        history.push(op);
        counts[op] = (counts[op] ?? 0) + 1;
        await step(op, user, sub, planOfSub, random);
        await deliverEvents();
        granted += await spendAll(user.id);
        const paid = await minutesPaid(await customerOf(user.id));
        if (granted > paid + 1e-6) throw new Error(`run ${run} (seed ${SEED}): ${granted.toFixed(1)} minutes granted but ${paid.toFixed(1)} paid for after ${history.join(', ')}`);
      }
    }
    // Every kind of change happened.
    for (const op of ['subscribe', 'upgrade', 'downgrade', 'renew', 'renew_failed', 'cancel']) expect(counts[op]).toBeGreaterThan(0);
  });

  it('an upgrade starts a new period at the full price and refills the minutes; a downgrade waits for the period to end', async () => {
    const user = await createUser(h, 'policy');
    const session = await createCheckoutSession(h.deps, { user, planId: 2, siteUrl: SITE_URL });
    await payCheckout(h, session.id);
    await deliverEvents();
    await spendAll(user.id);
    const customer = await customerOf(user.id);
    const before = (await liveSubscription(customer))!;

    clockMs += 10 * 86_400_000;
    const upgrade = await createPortalSession(h.deps, { userId: user.id, targetPlanId: 3, allowCancel: false, siteUrl: SITE_URL });
    expect(await (await fetch(upgrade.url)).text()).toContain('its full price is charged now and a new billing period begins');
    await postPortal(upgrade.url, { action: 'update' });
    await deliverEvents();
    const upgraded = (await liveSubscription(customer))!;
    expect(upgraded.items.data[0].current_period_start).toBe(Math.floor(clockMs / 1000));
    expect(upgraded.items.data[0].current_period_start).toBeGreaterThan(before.items.data[0].current_period_start);
    const invoice = await h.stripe.invoices.retrieve(upgraded.latest_invoice as string);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid', amount_paid: plans.get(priceOf(3))!.amount });
    const { data: profile } = await h.admin.from('profile').select('plan_id, credit_used').eq('id', user.id).single();
    expect(profile).toEqual({ plan_id: 3, credit_used: 0 });

    clockMs += 86_400_000;
    const portal = await h.stripe.billingPortal.sessions.create({ customer, return_url: `${SITE_URL}/subscription` });
    await postPortal(portal.url, { action: 'update', subscription: upgraded.id, price: priceOf(2) });
    await deliverEvents();
    const scheduled = (await liveSubscription(customer))!;
    expect(scheduled.items.data[0].price.id).toBe(priceOf(3));
    expect(scheduled.schedule).toMatch(/^sub_sched_/);
    expect((await h.admin.from('profile').select('plan_id').eq('id', user.id).single()).data).toEqual({ plan_id: 3 });

    clockMs = scheduled.items.data[0].current_period_end * 1000;
    await advancePeriod(h, scheduled.id, 'paid');
    await deliverEvents();
    const renewed = (await liveSubscription(customer))!;
    expect(renewed.items.data[0].price.id).toBe(priceOf(2));
    expect((await h.stripe.invoices.retrieve(renewed.latest_invoice as string)).amount_paid).toBe(plans.get(priceOf(2))!.amount);
    expect((await h.admin.from('profile').select('plan_id, credit_used').eq('id', user.id).single()).data).toEqual({ plan_id: 2, credit_used: 0 });
  });

  it('a higher price that was not paid as a full period (a prorated API update) does not raise the minutes before the next paid period', async () => {
    const user = await createUser(h, 'prorated');
    const session = await createCheckoutSession(h.deps, { user, planId: 2, siteUrl: SITE_URL });
    await payCheckout(h, session.id);
    await deliverEvents();
    const customer = await customerOf(user.id);
    const sub = (await liveSubscription(customer))!;
    clockMs += 5 * 86_400_000;
    await h.stripe.subscriptions.update(sub.id, { items: [{ id: sub.items.data[0].id, price: priceOf(3) }], proration_behavior: 'always_invoice' });
    await deliverEvents();
    expect((await h.admin.from('profile').select('plan_id').eq('id', user.id).single()).data).toEqual({ plan_id: 2 });
    clockMs = sub.items.data[0].current_period_end * 1000;
    await advancePeriod(h, sub.id, 'paid');
    await deliverEvents();
    expect((await h.admin.from('profile').select('plan_id, credit_used').eq('id', user.id).single()).data).toEqual({ plan_id: 3, credit_used: 0 });
  });
});
