// The pages that call Stripe on load (/subscription?refresh=1 after the portal, /success after
// Checkout) stop calling it past the per-user limit, against the embedded Stripe.
import Stripe from 'stripe';
import { STRIPE_DEV_SECRET_KEY } from '../../emulators/stripe/dev-keys';
import type { BillingDeps } from '../../lib/stripe/billing-deps';
import { confirmCheckout } from '../../lib/stripe/confirm-checkout';
import { ensureStripeCustomer } from '../../lib/stripe/ensure-customer';
import { refreshUserBilling } from '../../lib/stripe/refresh-user-billing';
import { createStripePageLimiter } from '../../lib/stripe/stripe-page-limiter';
import { createUser, startBillingHarness, type BillingHarness } from './billing-harness';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(() => h?.close());

/** The harness's clients, with a Stripe client that counts the HTTP requests it makes. */
function countingDeps(): { deps: BillingDeps; requests: () => number } {
  const base = Stripe.createNodeHttpClient();
  let requests = 0;
  const httpClient = Object.create(base) as typeof base;
  httpClient.makeRequest = (...args: Parameters<typeof base.makeRequest>) => {
    requests += 1;
    return base.makeRequest(...args);
  };
  const url = new URL(h.stripeUrl);
  const stripe = new Stripe(STRIPE_DEV_SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http', httpClient });
  return { deps: { stripe, admin: h.admin }, requests: () => requests };
}

test('back from the portal: 6 loads a minute re-read Stripe, the 7th and 8th render from the database', async () => {
  const user = await createUser(h, 'refresh-limit');
  await ensureStripeCustomer(h.stripe, h.admin, user);
  let now = 0;
  const limiter = createStripePageLimiter(() => now);
  const { deps, requests } = countingDeps();

  expect(await refreshUserBilling(user.id, { deps, limiter })).toBe('refreshed');
  const perRefresh = requests();
  expect(perRefresh).toBeGreaterThan(0);
  const outcomes = [];
  for (let i = 0; i < 7; i += 1) outcomes.push(await refreshUserBilling(user.id, { deps, limiter }));
  expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed', 'refreshed', 'refreshed', 'rate_limited', 'rate_limited']);
  expect(requests()).toBe(6 * perRefresh);

  now += 10_000;
  expect(await refreshUserBilling(user.id, { deps, limiter })).toBe('refreshed');
  expect(requests()).toBe(7 * perRefresh);
});

test('the success page: past the limit the Checkout Session is not read from Stripe', async () => {
  const user = await createUser(h, 'success-limit');
  const limiter = createStripePageLimiter(() => 0);
  const { deps, requests } = countingDeps();
  const statuses = [];
  for (let i = 0; i < 8; i += 1) statuses.push((await confirmCheckout('cs_test_does_not_exist', user.id, { deps, limiter })).status);
  expect(statuses).toEqual([...Array<string>(6).fill('not_found'), 'rate_limited', 'rate_limited']);
  expect(requests()).toBe(6);
  // A malformed id never reaches Stripe, so it spends nothing either way.
  expect((await confirmCheckout('not-a-session', user.id, { deps, limiter })).status).toBe('not_found');
  expect(requests()).toBe(6);
});
