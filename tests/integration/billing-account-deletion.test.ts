import { createUser, payCheckout, startBillingHarness, type BillingHarness } from './billing-harness';

// Deleting an account must never leave a subscription billing: the account route cancels
// every live subscription of the user's Stripe customer first.
describe('cancelling subscriptions before an account is deleted', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness();
  });
  afterAll(() => h.close());

  it('cancels the live subscription of the user and leaves other customers alone', async () => {
    const { cancelCustomerSubscriptions } = await import('../../lib/stripe/cancel-customer-subscriptions');
    const price = await h.stripe.prices.create({ currency: 'usd', unit_amount: 2900, recurring: { interval: 'month' }, product_data: { name: 'Pro' } });
    const subscribe = async (label: string) => {
      const user = await createUser(h, label);
      const customer = await h.stripe.customers.create({ email: user.email });
      const saved = await h.admin.from('billing_customer').insert({ profile_id: user.id, stripe_customer_id: customer.id });
      if (saved.error) throw saved.error;
      // Subscribe as a customer would: a Checkout Session paid with the test card.
      const session = await h.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'http://localhost:3999/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3999/cancelled',
      });
      await payCheckout(h, session.id);
      const paid = await h.stripe.checkout.sessions.retrieve(session.id);
      const sub = await h.stripe.subscriptions.retrieve(paid.subscription as string);
      return { user, sub };
    };
    const leaving = await subscribe('leaving');
    const staying = await subscribe('staying');

    expect(await cancelCustomerSubscriptions(h.admin, leaving.user.id)).toBe(1);
    expect((await h.stripe.subscriptions.retrieve(leaving.sub.id)).status).toBe('canceled');
    expect((await h.stripe.subscriptions.retrieve(staying.sub.id)).status).toBe('active');
    // Nothing left to cancel the second time; a user who never paid has nothing to cancel.
    expect(await cancelCustomerSubscriptions(h.admin, leaving.user.id)).toBe(0);
    expect(await cancelCustomerSubscriptions(h.admin, (await createUser(h, 'free')).id)).toBe(0);
  });
});
