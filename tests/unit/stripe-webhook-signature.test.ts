import Stripe from 'stripe';
import { signatureHeader } from '../../emulators/stripe/webhook-signature';

const secret = 'whsec_test_secret_for_unit_test';
const stripe = new Stripe('sk_test_unused');

describe('webhook signatures', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1' } } }, null, 2);

  it("produces the header stripe-node's constructEvent accepts", () => {
    const header = signatureHeader(payload, secret, Math.floor(Date.now() / 1000));
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(stripe.webhooks.constructEvent(payload, header, secret).id).toBe('evt_1');
  });

  it("matches stripe-node's own test header byte for byte", () => {
    const timestamp = 1_700_000_000;
    expect(signatureHeader(payload, secret, timestamp)).toBe(stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }));
  });

  it('is rejected with another secret, a changed body or an old timestamp', () => {
    const header = signatureHeader(payload, secret, Math.floor(Date.now() / 1000));
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(payload.replace('in_1', 'in_2'), header, secret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const old = signatureHeader(payload, secret, Math.floor(Date.now() / 1000) - 3600);
    expect(() => stripe.webhooks.constructEvent(payload, old, secret)).toThrow(/tolerance/);
  });
});
