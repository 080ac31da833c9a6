import Stripe from 'stripe';
import { STRIPE_DEV_WEBHOOK_SECRET } from '../../emulators/stripe/dev-keys';
import { startTestStripe, startWebhookReceiver, type ReceivedWebhook, type TestStripe, type WebhookReceiver } from './helpers/stripe-emulator';

const verifier = new Stripe('sk_test_unused');

/** Verifies a delivery the way the app's webhook route does, and returns the event. */
function verified(w: ReceivedWebhook): Stripe.Event {
  return verifier.webhooks.constructEvent(w.rawBody, w.signature, STRIPE_DEV_WEBHOOK_SECRET);
}

const ofType = (type: string, id?: string) => (w: ReceivedWebhook) => w.event.type === type && (!id || w.event.data.object.id === id);

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
}

const CARD = { expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' };

// A person pays on the hosted checkout page, changes plan and cancels in the portal; the app's
// webhook endpoint receives each event signed exactly as Stripe signs it.
describe('embedded Stripe: hosted checkout, portal and webhooks', () => {
  let s: TestStripe;
  let receiver: WebhookReceiver;
  let stripe: Stripe;
  let basic: Stripe.Price;
  let pro: Stripe.Price;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    s = await startTestStripe({ webhookUrl: receiver.url, webhookRetryDelayMs: 20 });
    stripe = s.stripe;
    const product = await stripe.products.create({ name: 'Basic' });
    basic = await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 1900, recurring: { interval: 'month' }, lookup_key: 'basic_monthly' });
    const proProduct = await stripe.products.create({ name: 'Pro' });
    pro = await stripe.prices.create({ product: proProduct.id, currency: 'usd', unit_amount: 4900, recurring: { interval: 'month' }, lookup_key: 'pro_monthly' });
  });
  afterAll(async () => {
    await s.close();
    await receiver.close();
  });

  async function openSession(email: string) {
    const customer = await stripe.customers.create({ email });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: basic.id, quantity: 1 }],
      client_reference_id: 'user-1',
      success_url: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/cancelled',
    });
    return { customer, session };
  }

  async function subscribe(email: string) {
    const { customer, session } = await openSession(email);
    const paid = await postForm(session.url!, { number: '4242 4242 4242 4242', ...CARD });
    expect(paid.status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    return { customer, session, subscription: done.subscription as Stripe.Subscription };
  }

  it('shows the plan, the price, a labelled card form and a Back link to cancel_url', async () => {
    const { session } = await openSession('page@example.com');
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Basic');
    expect(html).toContain('$19.00 per month');
    for (const label of ['Card number', 'Expiration date (MM / YY)', 'CVC', 'Name on card']) expect(html).toMatch(new RegExp(`<label for="\\w+">${label.replace(/[()/]/g, '\\$&')}</label>`));
    expect(html).toContain('href="http://localhost:3000/cancelled"');
    expect((await fetch(`${s.url}/stripe/checkout/cs_test_unknown`)).status).toBe(404);
  });

  it('declines 4000 0000 0000 0002 with Stripe\'s message and creates nothing', async () => {
    const { customer, session } = await openSession('declined@example.com');
    const res = await postForm(session.url!, { number: '4000 0000 0000 0002', ...CARD });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('Your card was declined.');
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', payment_status: 'unpaid', subscription: null });
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(0);
    expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(0);
  });

  it('pays with 4242…, redirects to success_url with the session id and sends signed events', async () => {
    const { customer, session } = await openSession('paid@example.com');
    const res = await postForm(session.url!, { number: '4242424242424242', ...CARD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://localhost:3000/success?session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id, client_reference_id: 'user-1' });
    const sub = done.subscription as Stripe.Subscription;
    expect(sub.id).toMatch(/^sub_/);
    expect(sub).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id, cancel_at_period_end: false, canceled_at: null, livemode: false });
    const item = sub.items.data[0];
    expect(item.id).toMatch(/^si_/);
    expect(item.price.id).toBe(basic.id);
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start);
    expect(sub.latest_invoice).toMatch(/^in_/);

    const completed = verified(await receiver.waitFor(ofType('checkout.session.completed', session.id)));
    expect(completed).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION });
    expect(completed.id).toMatch(/^evt_/);
    expect(completed.data.object).toMatchObject({ id: session.id, subscription: sub.id, payment_status: 'paid', client_reference_id: 'user-1' });
    const created = verified(await receiver.waitFor(ofType('customer.subscription.created', sub.id)));
    expect((created.data.object as Stripe.Subscription).items.data[0].price.id).toBe(basic.id);
    const invoicePaid = verified(await receiver.waitFor((w) => w.event.type === 'invoice.paid' && w.event.data.object.customer === customer.id));
    const invoice = invoicePaid.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_create', status: 'paid', amount_paid: 1900 });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(invoice.lines.data[0].period).toEqual({ start: item.current_period_start, end: item.current_period_end });

    // Paying again (double click, back button) lands on success without a second subscription.
    const again = await postForm(session.url!, { number: '4242424242424242', ...CARD });
    expect(again.status).toBe(303);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(1);
  });

  it('upgrades through a subscription_update_confirm portal link: customer.subscription.updated with the new price', async () => {
    const { customer, subscription } = await subscribe('upgrade@example.com');
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/subscription',
      flow_data: {
        type: 'subscription_update_confirm',
        subscription_update_confirm: { subscription: subscription.id, items: [{ id: subscription.items.data[0].id, price: pro.id }] },
        after_completion: { type: 'redirect', redirect: { return_url: 'http://localhost:3000/subscription?updated=1' } },
      },
    });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Confirm your new plan');
    expect(page).toContain('Pro ($49.00 per month)');
    const res = await postForm(portal.url, { action: 'update' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:3000/subscription?updated=1');

    const updated = verified(await receiver.waitFor(ofType('customer.subscription.updated', subscription.id)));
    expect((updated.data.object as Stripe.Subscription).items.data[0].price.id).toBe(pro.id);
    expect(updated.data.previous_attributes).toHaveProperty('items');
    const proration = await receiver.waitFor((w) => w.event.type === 'invoice.paid' && w.event.data.object.billing_reason === 'subscription_update' && w.event.data.object.customer === customer.id);
    expect(verified(proration).data.object).toMatchObject({ status: 'paid' });
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0].price.id).toBe(pro.id);
    // The deep link is single-use.
    expect((await postForm(portal.url, { action: 'update' })).status).toBe(400);
  });

  it('cancels through a subscription_cancel portal link: customer.subscription.deleted with status canceled', async () => {
    const { customer, subscription } = await subscribe('cancel@example.com');
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/subscription',
      flow_data: { type: 'subscription_cancel', subscription_cancel: { subscription: subscription.id } },
    });
    expect(await (await fetch(portal.url)).text()).toContain('Cancel plan');
    const res = await postForm(portal.url, { action: 'cancel' });
    expect(res.status).toBe(303);
    const confirmation = await (await fetch(new URL(res.headers.get('location')!, portal.url))).text();
    expect(confirmation).toContain('Your subscription has been canceled.');
    expect(confirmation).toContain('href="http://localhost:3000/subscription"');

    const deleted = verified(await receiver.waitFor(ofType('customer.subscription.deleted', subscription.id)));
    expect(deleted.data.object).toMatchObject({ status: 'canceled', canceled_at: expect.any(Number) });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'canceled' });
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data).toHaveLength(1);
  });

  it('offers plan switches and cancellation in a plain portal session, with a link back to return_url', async () => {
    const { customer, subscription } = await subscribe('plain@example.com');
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:3000/subscription' });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Current plan');
    expect(page).toContain('Switch to Pro');
    expect(page).toContain('Cancel plan');
    expect(page).toContain('href="http://localhost:3000/subscription"');
    const res = await postForm(portal.url, { action: 'update', subscription: subscription.id, price: pro.id });
    expect(res.status).toBe(303);
    expect(await (await fetch(new URL(res.headers.get('location')!, portal.url))).text()).toContain('Your plan has been updated.');
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0].price.id).toBe(pro.id);
    // Another customer's subscription cannot be touched from this session.
    const other = await subscribe('other@example.com');
    expect((await postForm(portal.url, { action: 'cancel', subscription: other.subscription.id })).status).toBe(400);
    expect((await stripe.subscriptions.retrieve(other.subscription.id)).status).toBe('active');
  });

  it('updates and cancels through the API (proration_behavior, DELETE)', async () => {
    const { subscription } = await subscribe('api@example.com');
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0].id, price: pro.id }],
      proration_behavior: 'create_prorations',
      metadata: { plan_id: '3' },
    });
    expect(updated).toMatchObject({ metadata: { plan_id: '3' }, latest_invoice: subscription.latest_invoice });
    expect(updated.items.data[0].price.id).toBe(pro.id);
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    await expect(stripe.subscriptions.update(subscription.id, { items: [{ id: subscription.items.data[0].id, price: basic.id }] })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
  });

  it('moves a subscription to its next period from the subscriptions page: invoice.paid with billing_reason subscription_cycle', async () => {
    const { subscription } = await subscribe('renew@example.com');
    const res = await postForm(`${s.url}/stripe/subscriptions/${subscription.id}/advance`, { outcome: 'paid' });
    expect(res.status).toBe(303);
    const cycle = verified(await receiver.waitFor((w) => w.event.type === 'invoice.paid' && w.event.data.object.billing_reason === 'subscription_cycle'));
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0].current_period_start).toBe(subscription.items.data[0].current_period_end);
    expect((cycle.data.object as Stripe.Invoice).lines.data[0].period.start).toBe(renewed.items.data[0].current_period_start);

    await postForm(`${s.url}/stripe/subscriptions/${subscription.id}/advance`, { outcome: 'failed' });
    verified(await receiver.waitFor((w) => w.event.type === 'invoice.payment_failed' && w.event.data.object.customer === subscription.customer));
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
  });
});

describe('embedded Stripe: webhook retries', () => {
  it('retries a delivery answered with 500 until it succeeds, and lists the attempts', async () => {
    const receiver = await startWebhookReceiver((_w, i) => (i < 2 ? 500 : 200));
    const s = await startTestStripe({ webhookUrl: receiver.url, webhookRetryDelayMs: 20, enabledEvents: ['customer.created'] });
    try {
      const customer = await s.stripe.customers.create({ email: 'retry@example.com' });
      const deliveries = receiver.received;
      await receiver.waitFor((w) => w.event.data.object.id === customer.id && deliveries.length >= 3);
      await s.handler.runtime.delivery.idle();
      expect(deliveries).toHaveLength(3);
      expect(new Set(deliveries.map((d) => d.event.id)).size).toBe(1);
      for (const d of deliveries) expect(verified(d).type).toBe('customer.created');
      const rows = (await (await fetch(`${s.url}/stripe/api/deliveries`)).json()) as { status: string; attempts: { status_code: number }[] }[];
      expect(rows[0].status).toBe('succeeded');
      expect(rows[0].attempts.map((a) => a.status_code)).toEqual([500, 500, 200]);
      const page = await (await fetch(`${s.url}/stripe/events`)).text();
      expect(page).toContain(deliveries[0].event.id);
      expect(page).toContain('succeeded');
    } finally {
      await s.close();
      await receiver.close();
    }
  });

  it('gives up after the configured attempts when the endpoint is unreachable', async () => {
    const receiver = await startWebhookReceiver();
    const url = receiver.url;
    await receiver.close(); // nothing listens there any more
    const s = await startTestStripe({ webhookUrl: url, webhookRetryDelayMs: 10, webhookMaxAttempts: 3, enabledEvents: ['customer.created'] });
    try {
      await s.stripe.customers.create({ email: 'down@example.com' });
      await s.handler.runtime.delivery.idle();
      const rows = (await (await fetch(`${s.url}/stripe/api/deliveries`)).json()) as { status: string; attempts: { status_code: number | null; error: string }[] }[];
      expect(rows[0].status).toBe('failed');
      expect(rows[0].attempts).toHaveLength(3);
      expect(rows[0].attempts[0]).toMatchObject({ status_code: null, error: 'ECONNREFUSED' });
    } finally {
      await s.close();
    }
  });
});
