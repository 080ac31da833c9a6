import Stripe from 'stripe';
import { stripeClient, startTestStripe, type TestStripe } from './helpers/stripe-emulator';

// stripe-node pointed at the embedded Stripe gets the objects, lists and errors the real API documents.
describe('embedded Stripe: API contract through stripe-node', () => {
  let s: TestStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    s = await startTestStripe();
    stripe = s.stripe;
  });
  afterAll(() => s.close());

  async function monthlyPrice(amount = 1900, lookupKey?: string) {
    const product = await stripe.products.create({ name: `Pro ${amount}`, metadata: { plan_id: '2' } });
    const price = await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: amount, recurring: { interval: 'month' }, lookup_key: lookupKey });
    return { product, price };
  }

  it('creates products, prices and customers with Stripe id prefixes and documented fields', async () => {
    const { product, price } = await monthlyPrice(1900);
    expect(product).toMatchObject({ object: 'product', active: true, name: 'Pro 1900', livemode: false, metadata: { plan_id: '2' } });
    expect(product.id).toMatch(/^prod_[A-Za-z0-9]{14}$/);
    expect(price).toMatchObject({ object: 'price', product: product.id, currency: 'usd', unit_amount: 1900, type: 'recurring', livemode: false });
    expect(price.recurring).toMatchObject({ interval: 'month', interval_count: 1 });
    expect(price.id).toMatch(/^price_/);

    const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { user_id: 'u-1' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'ada@example.com', livemode: false, metadata: { user_id: 'u-1' } });
    expect(customer.id).toMatch(/^cus_/);
    expect(typeof customer.created).toBe('number');

    const updated = await stripe.customers.update(customer.id, { name: 'Ada', metadata: { user_id: '' } });
    expect(updated).toMatchObject({ name: 'Ada', metadata: {} });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, name: 'Ada' });
    const byEmail = await stripe.customers.list({ email: 'ada@example.com' });
    expect(byEmail.data.map((c) => c.id)).toEqual([customer.id]);
  });

  it('finds prices by lookup key and moves a key with transfer_lookup_key', async () => {
    const key = `pro_monthly_${Date.now()}`;
    const { price: first } = await monthlyPrice(2900, key);
    await expect(stripe.prices.create({ product: first.product as string, currency: 'usd', unit_amount: 3900, recurring: { interval: 'month' }, lookup_key: key })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'lookup_key',
    });
    const second = await stripe.prices.create({ product: first.product as string, currency: 'usd', unit_amount: 3900, recurring: { interval: 'month' }, lookup_key: key, transfer_lookup_key: true });
    const found = await stripe.prices.list({ lookup_keys: [key], expand: ['data.product'] });
    expect(found.data.map((p) => p.id)).toEqual([second.id]);
    expect((found.data[0].product as Stripe.Product).object).toBe('product');
    expect((await stripe.prices.retrieve(first.id)).lookup_key).toBeNull();
    const deactivated = await stripe.prices.update(first.id, { active: false });
    expect(deactivated.active).toBe(false);
    const product = await stripe.products.update(second.product as string, { name: 'Pro (new)', default_price: second.id });
    expect(product).toMatchObject({ name: 'Pro (new)', default_price: second.id });
  });

  it('paginates lists newest first with limit, starting_after and has_more', async () => {
    const tag = `page-${Date.now()}`;
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await stripe.customers.create({ email: `${tag}@example.com` })).id);
    const first = await stripe.customers.list({ email: `${tag}@example.com`, limit: 2 });
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/customers' });
    expect(first.data.map((c) => c.id)).toEqual([made[4], made[3]]);
    const second = await stripe.customers.list({ email: `${tag}@example.com`, limit: 2, starting_after: first.data[1].id });
    expect(second.data.map((c) => c.id)).toEqual([made[2], made[1]]);
    expect(second.has_more).toBe(true);
    const last = await stripe.customers.list({ email: `${tag}@example.com`, limit: 2, starting_after: second.data[1].id });
    expect(last.data.map((c) => c.id)).toEqual([made[0]]);
    expect(last.has_more).toBe(false);
    // stripe-node's auto-pagination walks the same cursors.
    const all = await stripe.customers.list({ email: `${tag}@example.com`, limit: 2 }).autoPagingToArray({ limit: 10 });
    expect(all.map((c) => c.id)).toEqual([...made].reverse());
  });

  it('reports an unknown id as resource_missing (404), a missing parameter as parameter_missing', async () => {
    const missing = await stripe.customers.retrieve('cus_doesnotexist').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404, message: "No such customer: 'cus_doesnotexist'" });
    expect((missing as Stripe.errors.StripeError).requestId).toMatch(/^req_/);

    const noCurrency = await stripe.prices.create({ unit_amount: 100, product: 'prod_x' } as Stripe.PriceCreateParams).catch((e: unknown) => e);
    expect(noCurrency).toMatchObject({ type: 'StripeInvalidRequestError', code: 'parameter_missing', param: 'currency', statusCode: 400 });

    const badPrice = await stripe.checkout.sessions
      .create({ mode: 'subscription', line_items: [{ price: 'price_nope', quantity: 1 }], success_url: 'http://localhost/s' })
      .catch((e: unknown) => e);
    expect(badPrice).toMatchObject({ code: 'resource_missing', param: 'line_items[0][price]', statusCode: 400 });

    const badUrl = await stripe.checkout.sessions
      .create({ mode: 'subscription', line_items: [{ price: 'price_nope', quantity: 1 }], success_url: 'javascript:alert(1)' })
      .catch((e: unknown) => e);
    expect(badUrl).toMatchObject({ code: 'url_invalid', param: 'success_url' });

    const badInteger = await stripe.customers.list({ limit: 'x' as unknown as number }).catch((e: unknown) => e);
    expect(badInteger).toMatchObject({ code: 'parameter_invalid_integer', param: 'limit' });
  });

  it('refuses a wrong or missing API key with a StripeAuthenticationError', async () => {
    const wrong = await stripeClient(s.port, 'sk_test_wrong_key_123456').customers.list().catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrong).toMatchObject({ statusCode: 401, message: expect.stringMatching(/^Invalid API Key provided: sk_test_/) });
    const none = await fetch(`${s.url}/v1/customers`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  it('replays the first response for a repeated Idempotency-Key and refuses it with other parameters', async () => {
    const key = `idem-${Date.now()}`;
    const a = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: key });
    const b = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: key });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = await stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: key }).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const list = await stripe.customers.list({ email: 'same@example.com' });
    expect(list.data).toHaveLength(1);
  });

  it('creates a subscription-mode Checkout Session with the fields the app reads, and expires it', async () => {
    const { price } = await monthlyPrice(990);
    const customer = await stripe.customers.create({ email: 'grace@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      client_reference_id: 'user-123',
      metadata: { user_id: 'user-123' },
      subscription_data: { metadata: { user_id: 'user-123' } },
      success_url: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/cancelled',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: 'user-123',
      metadata: { user_id: 'user-123' },
      subscription: null,
      amount_total: 990,
      currency: 'usd',
      livemode: false,
      url: `${s.url}/stripe/checkout/${session.id}`,
    });
    expect(session).not.toHaveProperty('line_items');
    const withItems = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(withItems.line_items?.data[0]).toMatchObject({ object: 'item', quantity: 1, amount_total: 990, price: { id: price.id } });
    const listed = await stripe.checkout.sessions.list({ customer: customer.id });
    expect(listed.data.map((x) => x.id)).toEqual([session.id]);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
  });

  it('validates billing portal flow_data against the customer and its subscription', async () => {
    const customer = await stripe.customers.create({ email: 'portal@example.com' });
    const plain = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:3000/subscription' });
    expect(plain.id).toMatch(/^bps_/);
    expect(plain).toMatchObject({ object: 'billing_portal.session', customer: customer.id, flow: null, livemode: false, url: `${s.url}/stripe/portal/${plain.id}` });
    const missing = await stripe.billingPortal.sessions
      .create({ customer: customer.id, flow_data: { type: 'subscription_cancel', subscription_cancel: { subscription: 'sub_missing' } } })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 'resource_missing', param: 'flow_data[subscription_cancel][subscription]' });
  });

  it('answers the portal page for a notice named like an Object.prototype member with no notice', async () => {
    const customer = await stripe.customers.create({ email: 'portal-proto@example.com' });
    const session = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:3000/subscription' });
    for (const done of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await fetch(`${session.url}?done=${done}`);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain('class="notice"');
    }
  });

  it('lists events and retrieves one', async () => {
    const customer = await stripe.customers.create({ email: 'events@example.com' });
    const events = await stripe.events.list({ type: 'customer.created', limit: 100 });
    const mine = events.data.find((e) => (e.data.object as Stripe.Customer).id === customer.id)!;
    expect(mine).toMatchObject({ object: 'event', type: 'customer.created', livemode: false, api_version: Stripe.API_VERSION });
    expect(mine.id).toMatch(/^evt_/);
    expect((await stripe.events.retrieve(mine.id)).id).toBe(mine.id);
  });
});
