import type Stripe from 'stripe';
import { createCheckoutSession } from '../../lib/stripe/create-checkout-session';
import { syncPlansToStripe } from '../../lib/stripe/sync-plans';
import { advancePeriod, createUser, payCheckout, prng, signedWebhook, SITE_URL, startBillingHarness, type BillingHarness } from './billing-harness';

type RoutePost = (request: Request) => Promise<Response>;

const LIVE = new Set(['active', 'trialing', 'past_due']);
// 60 orders in the suite (every event once and random duplicates, shuffled, 8 in flight), about
// 20 s; BILLING_PROPERTY_ORDERS=1000 is the deep run, for a change to the webhook's handlers.
const ORDERS = Number(process.env.BILLING_PROPERTY_ORDERS ?? 60);
const SEED = Number(process.env.BILLING_PROPERTY_SEED ?? 20261121);
const PARALLEL = Number(process.env.BILLING_PROPERTY_PARALLEL ?? 8);

interface UserState {
  plan_id: number;
  credit_used: number;
  credits_reset_at: string | null;
  subscriptions: { id: string; status: string; plan_id: number | null; period_end: string | null }[];
}

describe('POST /api/stripe/webhook', () => {
  let h: BillingHarness;
  let post: RoutePost;
  let users: { id: string; email: string }[] = [];
  let events: Stripe.Event[] = [];

  async function stripeEventRows(): Promise<number> {
    const { rows } = await h.em.context.db.query<{ n: number }>('select count(*)::int as n from public.stripe_event');
    return rows[0].n;
  }

  async function subscribe(user: { id: string; email: string }, planId: number): Promise<string> {
    const session = await createCheckoutSession(h.deps, { user, planId, siteUrl: SITE_URL });
    expect((await payCheckout(h, session.id)).status).toBe(303);
    const paid = await h.stripe.checkout.sessions.retrieve(session.id);
    return paid.subscription as string;
  }

  beforeAll(async () => {
    h = await startBillingHarness();
    post = (await import('../../app/api/stripe/webhook/route')).POST;
    const plans = await syncPlansToStripe(h.stripe, h.admin);
    expect(plans.map((p) => p.planId)).toEqual([2, 3]);
    const premiumPrice = plans.find((p) => p.planId === 3)!.priceId;

    // Three users whose histories cover every handled event type:
    // upgraded, renewed, then cancelled (back on the free plan); renewed twice; a failed renewal (past_due).
    users = [await createUser(h, 'upgrader'), await createUser(h, 'renewer'), await createUser(h, 'pastdue')];
    const first = await subscribe(users[0], 2);
    const item = (await h.stripe.subscriptions.retrieve(first)).items.data[0];
    await h.stripe.subscriptions.update(first, { items: [{ id: item.id, price: premiumPrice }], proration_behavior: 'always_invoice' });
    await advancePeriod(h, first, 'paid');
    await h.stripe.subscriptions.cancel(first);
    const second = await subscribe(users[1], 2);
    await advancePeriod(h, second, 'paid');
    await advancePeriod(h, second, 'paid');
    const third = await subscribe(users[2], 3);
    await advancePeriod(h, third, 'failed');

    events = await h.stripe.events.list({ limit: 100 }).autoPagingToArray({ limit: 1000 });
    const types = new Set(events.map((e) => e.type));
    for (const t of ['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.paid', 'invoice.payment_failed']) {
      expect(types).toContain(t);
    }
  });
  afterAll(() => h?.close());

  async function resetBillingState(): Promise<void> {
    const ids = users.map((u) => u.id);
    await h.em.context.db.query('delete from public.billing_subscription where profile_id = any($1::uuid[])', [ids]);
    await h.em.context.db.query('delete from public.stripe_event');
    await h.em.context.db.query('update public.profile set plan_id = 1, credit_used = 100, credits_reset_at = null where id = any($1::uuid[])', [ids]);
  }

  async function databaseState(userId: string): Promise<UserState> {
    const { rows: [p] } = await h.em.context.db.query<{ plan_id: number; credit_used: string; credits_reset_at: Date | null }>(
      'select plan_id, credit_used, credits_reset_at from public.profile where id = $1',
      [userId],
    );
    const { rows: subs } = await h.em.context.db.query<{ id: string; status: string; plan_id: number | null; period_end: Date | null }>(
      'select stripe_subscription_id as id, status, plan_id, current_period_end as period_end from public.billing_subscription where profile_id = $1 order by 1',
      [userId],
    );
    return {
      plan_id: p.plan_id,
      credit_used: Number(p.credit_used),
      credits_reset_at: p.credits_reset_at ? new Date(p.credits_reset_at).toISOString() : null,
      subscriptions: subs.map((s) => ({ ...s, period_end: s.period_end ? new Date(s.period_end).toISOString() : null })),
    };
  }

  /** What the database must say, computed from what Stripe holds now. */
  async function stripeState(userId: string): Promise<UserState> {
    const { data } = await h.admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', userId).single();
    const { data: planRows } = await h.admin.from('plan').select('id, stripe_price_id');
    const planOf = (priceId: string) => (planRows ?? []).find((p) => p.stripe_price_id === priceId)?.id ?? null;
    const subs = await h.stripe.subscriptions.list({ customer: data!.stripe_customer_id, status: 'all' }).autoPagingToArray({ limit: 100 });
    const rows = subs
      .map((s) => ({ id: s.id, status: s.status, plan_id: planOf(s.items.data[0].price.id), period_end: new Date(s.items.data[0].current_period_end * 1000).toISOString(), start: s.items.data[0].current_period_start }))
      .sort((a, b) => a.id.localeCompare(b.id));
    const top = rows.filter((r) => LIVE.has(r.status) && r.plan_id !== null).sort((a, b) => b.plan_id! - a.plan_id! || b.start - a.start)[0];
    const reset = top && (top.status === 'active' || top.status === 'trialing');
    return {
      plan_id: top?.plan_id ?? 1,
      credit_used: reset ? 0 : 100,
      credits_reset_at: reset ? new Date(top.start * 1000).toISOString() : null,
      subscriptions: rows.map(({ id, status, plan_id, period_end }) => ({ id, status, plan_id, period_end })),
    };
  }

  it('answers 400 and writes nothing when the signature is missing or wrong', async () => {
    const before = await stripeEventRows();
    const payload = JSON.stringify(events[0]);
    const missing = await post(new Request(`${SITE_URL}/api/stripe/webhook`, { method: 'POST', body: payload }));
    expect(missing.status).toBe(400);
    const forged = await post(signedWebhook(h.stripe, payload, 'whsec_not_the_endpoint_secret_000000000000'));
    expect(forged.status).toBe(400);
    const tampered = signedWebhook(h.stripe, payload);
    const altered = await post(new Request(tampered.url, { method: 'POST', headers: tampered.headers, body: payload.replace('"livemode":false', '"livemode":true ') }));
    expect(altered.status).toBe(400);
    expect(await stripeEventRows()).toBe(before);
    expect((await databaseState(users[1].id)).plan_id).toBe(1);
  });

  it('answers 200 to an event type it does not handle, and records it once', async () => {
    const event = { id: `evt_ignored_${Date.now()}`, object: 'event', type: 'customer.updated', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { id: 'cus_x', object: 'customer' } }, pending_webhooks: 1, request: { id: null, idempotency_key: null } };
    const res = await post(signedWebhook(h.stripe, JSON.stringify(event)));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, ignored: 'customer.updated' });
    const again = await post(signedWebhook(h.stripe, JSON.stringify(event)));
    expect(await again.json()).toMatchObject({ duplicate: true });
  });

  it(`ends in the state Stripe holds for ${ORDERS} random orders of the events with duplicates (seed ${SEED})`, async () => {
    const expected = await Promise.all(users.map((u) => stripeState(u.id)));
    expect(expected.map((s) => s.plan_id)).toEqual([1, 2, 3]);
    const random = prng(SEED);
    for (let order = 0; order < ORDERS; order++) {
      await resetBillingState();
      const sequence = [...events];
      const duplicates = Math.floor(random() * events.length);
      for (let d = 0; d < duplicates; d++) sequence.push(events[Math.floor(random() * events.length)]);
      for (let i = sequence.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [sequence[i], sequence[j]] = [sequence[j], sequence[i]];
      }
      // Stripe delivers concurrently too: up to PARALLEL requests are in flight, started in this order.
      let next = 0;
      const deliver = async () => {
        while (next < sequence.length) {
          const event = sequence[next++];
          const res = await post(signedWebhook(h.stripe, JSON.stringify(event)));
          if (res.status !== 200) throw new Error(`order ${order} (seed ${SEED}): ${event.type} ${event.id} answered ${res.status} ${await res.text()}`);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, deliver));
      const actual = await Promise.all(users.map((u) => databaseState(u.id)));
      try {
        expect(actual).toEqual(expected);
      } catch (err) {
        throw new Error(`order ${order} (seed ${SEED}, BILLING_PROPERTY_SEED to replay) ended elsewhere: ${(err as Error).message}`);
      }
    }
    // About 0.3 s an order on an idle 2-core machine; the budget leaves room for a loaded one.
  }, 600_000);
});
