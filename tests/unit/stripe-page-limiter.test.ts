import { createStripePageLimiter, stripePageLimiter, STRIPE_PAGE_LOADS_PER_MINUTE } from '@/lib/stripe/stripe-page-limiter';

describe('the limit on page loads that call Stripe', () => {
  it('lets a user make 6 in a row, then refuses until the bucket refills at 6 a minute', () => {
    let now = 0;
    const limiter = createStripePageLimiter(() => now);
    const burst = Array.from({ length: 8 }, () => limiter.take('user-a'));
    expect(STRIPE_PAGE_LOADS_PER_MINUTE).toBe(6);
    expect(burst).toEqual([true, true, true, true, true, true, false, false]);
    now += 9_000;
    expect(limiter.take('user-a')).toBe(false);
    now += 1_000;
    expect(limiter.take('user-a')).toBe(true);
    expect(limiter.take('user-a')).toBe(false);
    // A minute of reloading every 5 s (12 loads) gets 6 more Stripe calls.
    let allowed = 0;
    for (let i = 0; i < 12; i += 1) {
      now += 5_000;
      if (limiter.take('user-a')) allowed += 1;
    }
    expect(allowed).toBe(6);
  });

  it('keeps one budget per user: one user at the limit does not slow another', () => {
    const limiter = createStripePageLimiter(() => 0);
    for (let i = 0; i < 6; i += 1) limiter.take('user-a');
    expect(limiter.take('user-a')).toBe(false);
    expect(limiter.take('user-b')).toBe(true);
  });

  it('is one limiter per process, shared by /subscription and /success', () => {
    expect(stripePageLimiter()).toBe(stripePageLimiter());
  });
});
