import 'server-only';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';
import { CLAIMS_PER_MINUTE_GLOBAL, CLAIMS_PER_MINUTE_PER_ADDRESS } from './pairing-limits';

declare global {
  /** The claim route's limiters, one pair per process (Next.js may load this module once per route bundle). */
  var cuecardSecondScreenClaimLimiters: { perAddress: TokenBucketLimiter; global: TokenBucketLimiter } | undefined;
}

/**
 * Claims are the one unauthenticated way in, so they are counted twice before anything else:
 * per client address (a burst of 10, then 10 a minute) and for every address together (300 a
 * minute), which bounds how fast anyone, however many addresses they hold, can guess codes.
 * In memory, per web server process.
 */
export function claimLimiters(now?: () => number) {
  globalThis.cuecardSecondScreenClaimLimiters ??= {
    perAddress: new TokenBucketLimiter({ capacity: CLAIMS_PER_MINUTE_PER_ADDRESS, refillPerSecond: CLAIMS_PER_MINUTE_PER_ADDRESS / 60, now }),
    global: new TokenBucketLimiter({ capacity: CLAIMS_PER_MINUTE_GLOBAL, refillPerSecond: CLAIMS_PER_MINUTE_GLOBAL / 60, maxKeys: 1, now }),
  };
  return globalThis.cuecardSecondScreenClaimLimiters;
}
