import 'server-only';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';

/** Page loads that call Stripe (/subscription?refresh=1, /success?session_id=), per user. */
export const STRIPE_PAGE_LOADS_PER_MINUTE = 6;

/** What the pages need of a limiter: one token per Stripe-calling load, keyed by user id. */
export type StripePageLimiter = Pick<TokenBucketLimiter, 'take'>;

/** A fresh limiter: a burst of 6, then one more every 10 s. `now` is for tests. */
export function createStripePageLimiter(now?: () => number): TokenBucketLimiter {
  return new TokenBucketLimiter({ capacity: STRIPE_PAGE_LOADS_PER_MINUTE, refillPerSecond: STRIPE_PAGE_LOADS_PER_MINUTE / 60, now });
}

declare global {
  /** stripePageLimiter()'s one limiter per process. */
  var cuecardStripePageLimiter: TokenBucketLimiter | undefined;
}

/**
 * The process's one limiter for both pages, so alternating them does not double the budget.
 * Kept on globalThis because Next.js may load this module once per route bundle. In memory,
 * per process: it bounds what one signed-in user can make us spend at Stripe by reloading,
 * and the webhook keeps the database right whatever it skips.
 */
export function stripePageLimiter(): TokenBucketLimiter {
  globalThis.cuecardStripePageLimiter ??= createStripePageLimiter();
  return globalThis.cuecardStripePageLimiter;
}
