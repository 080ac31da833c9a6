import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteAnalyticsPerson } from '../../lib/analytics/delete-analytics-person';
import { closeBillingCustomer } from '../../lib/stripe/close-billing-customer';
import { createUser, payCheckout, startBillingHarness, type BillingHarness } from './billing-harness';

interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/**
 * A stand-in for PostHog's private API on a local port: POST /api/projects/{id}/persons/bulk_delete/
 * with a Bearer personal API key and a JSON body, answered as PostHog documents it.
 */
async function startFakePosthog(projectId: string, apiKey: string) {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, contentType: req.headers['content-type'], body: raw ? JSON.parse(raw) : null });
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.statusCode = 401;
        res.end(JSON.stringify({ type: 'authentication_error', code: 'authentication_failed', detail: 'Personal API key is invalid.' }));
        return;
      }
      if (req.method !== 'POST' || req.url !== `/api/projects/${projectId}/persons/bulk_delete/`) {
        res.statusCode = 404;
        res.end(JSON.stringify({ type: 'invalid_request', code: 'not_found', detail: 'Not found.' }));
        return;
      }
      const ids = (JSON.parse(raw || '{}') as { distinct_ids?: string[] }).distinct_ids ?? [];
      res.end(JSON.stringify({ persons_found: ids.length, persons_deleted: ids.length, events_queued_for_deletion: true, recordings_queued_for_deletion: false }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Deleting an account must leave nothing billing and nothing of the user at Stripe or PostHog:
// the account route closes the user's Stripe customer first, and asks PostHog to delete the person.
describe('account deletion: the Stripe customer and the analytics person go with the account', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness();
  });
  afterAll(() => h.close());

  it('expires open Checkout Sessions, cancels live subscriptions and deletes the customer, and leaves other customers alone', async () => {
    const price = await h.stripe.prices.create({ currency: 'usd', unit_amount: 2900, recurring: { interval: 'month' }, product_data: { name: 'Pro' } });
    const openCheckout = (customer: string) =>
      h.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'http://localhost:3999/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3999/cancelled',
      });
    const subscribe = async (label: string) => {
      const user = await createUser(h, label);
      const customer = await h.stripe.customers.create({ email: user.email });
      const saved = await h.admin.from('billing_customer').insert({ profile_id: user.id, stripe_customer_id: customer.id });
      if (saved.error) throw saved.error;
      // Subscribe as a customer would: a Checkout Session paid with the test card.
      const session = await openCheckout(customer.id);
      await payCheckout(h, session.id);
      const paid = await h.stripe.checkout.sessions.retrieve(session.id);
      const sub = await h.stripe.subscriptions.retrieve(paid.subscription as string);
      return { user, customer, sub };
    };
    const leaving = await subscribe('leaving');
    const staying = await subscribe('staying');
    // A second checkout left open in another tab: paid after the deletion it would bill a deleted account.
    const pending = await openCheckout(leaving.customer.id);
    const stayingPending = await openCheckout(staying.customer.id);

    expect(await closeBillingCustomer(h.deps, leaving.user.id)).toEqual({ hadCustomer: true, expiredSessions: 1, canceledSubscriptions: 1 });
    expect((await h.stripe.checkout.sessions.retrieve(pending.id)).status).toBe('expired');
    expect((await h.stripe.checkout.sessions.list({ customer: leaving.customer.id, status: 'open' })).data).toEqual([]);
    expect((await h.stripe.subscriptions.retrieve(leaving.sub.id)).status).toBe('canceled');
    expect(await h.stripe.customers.retrieve(leaving.customer.id)).toEqual({ id: leaving.customer.id, object: 'customer', deleted: true });
    const customers = await h.stripe.customers.list({ limit: 100 }).autoPagingToArray({ limit: 1000 });
    expect(customers.map((c) => c.id)).not.toContain(leaving.customer.id);
    expect((await h.stripe.customers.list({ email: leaving.user.email })).data).toEqual([]);
    // The deleted customer can no longer be charged through a new checkout.
    await expect(openCheckout(leaving.customer.id)).rejects.toMatchObject({ code: 'resource_missing' });

    expect((await h.stripe.subscriptions.retrieve(staying.sub.id)).status).toBe('active');
    expect((await h.stripe.checkout.sessions.retrieve(stayingPending.id)).status).toBe('open');
    expect((await h.stripe.customers.retrieve(staying.customer.id)).deleted).toBeUndefined();
    // A retry finds nothing left to do; a user who never paid has no customer.
    expect(await closeBillingCustomer(h.deps, leaving.user.id)).toEqual({ hadCustomer: true, expiredSessions: 0, canceledSubscriptions: 0 });
    expect(await closeBillingCustomer(h.deps, (await createUser(h, 'free')).id)).toEqual({ hadCustomer: false, expiredSessions: 0, canceledSubscriptions: 0 });
  });

  it('deleting a customer on Stripe also ends its subscriptions at once, as Stripe does', async () => {
    const user = await createUser(h, 'direct');
    const customer = await h.stripe.customers.create({ email: user.email });
    const price = await h.stripe.prices.create({ currency: 'usd', unit_amount: 5900, recurring: { interval: 'month' }, product_data: { name: 'Premium' } });
    const session = await h.stripe.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: price.id, quantity: 1 }], success_url: 'http://localhost:3999/success', cancel_url: 'http://localhost:3999/cancelled' });
    await payCheckout(h, session.id);
    const subscription = (await h.stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    expect(await h.stripe.customers.del(customer.id)).toEqual({ id: customer.id, object: 'customer', deleted: true });
    expect((await h.stripe.subscriptions.retrieve(subscription)).status).toBe('canceled');
    const events = (await h.stripe.events.list({ limit: 10 })).data.map((e) => e.type);
    expect(events.slice(0, 2)).toEqual(['customer.deleted', 'customer.subscription.deleted']);
    await expect(h.stripe.customers.del(customer.id)).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 });
  });

  describe('the analytics person', () => {
    const projectId = '24680';
    const apiKey = 'phx_test_personal_key_0000000000000000';
    let posthog: Awaited<ReturnType<typeof startFakePosthog>>;
    beforeAll(async () => {
      posthog = await startFakePosthog(projectId, apiKey);
    });
    afterAll(() => posthog.close());
    beforeEach(() => posthog.received.splice(0));

    it('is deleted with their events through PostHog bulk_delete, by the e-mail they were identified with', async () => {
      const email = 'leaving-analytics@example.com';
      expect(await deleteAnalyticsPerson(email, { apiHost: posthog.url, projectId, personalApiKey: apiKey })).toBe('deleted');
      expect(posthog.received).toEqual([
        { method: 'POST', path: `/api/projects/${projectId}/persons/bulk_delete/`, authorization: `Bearer ${apiKey}`, contentType: 'application/json', body: { distinct_ids: [email], delete_events: true } },
      ]);
    });

    it('sends nothing without config, and says so in a log line with no user data', async () => {
      const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        expect(await deleteAnalyticsPerson('nobody-analytics@example.com', null)).toBe('skipped');
        const lines = log.mock.calls.map((c) => String(c[0]));
        expect(lines.some((l) => l.includes('POSTHOG_PERSONAL_API_KEY'))).toBe(true);
        expect(lines.join('\n')).not.toContain('nobody-analytics');
      } finally {
        log.mockRestore();
      }
      expect(posthog.received).toEqual([]);
    });

    it('reports a refused deletion without throwing and without user data', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        expect(await deleteAnalyticsPerson('refused-analytics@example.com', { apiHost: posthog.url, projectId, personalApiKey: 'phx_wrong' })).toBe('failed');
        const lines = error.mock.calls.map((c) => String(c[0]));
        expect(lines.some((l) => l.includes('"status":401'))).toBe(true);
        expect(lines.join('\n')).not.toContain('refused-analytics');
      } finally {
        error.mockRestore();
      }
    });
  });
});
