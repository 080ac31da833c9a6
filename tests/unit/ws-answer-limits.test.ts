import { createSlidingWindowLimiter } from '@/ws-server/limits/sliding-window-limiter';
import { normalizeQuestion } from '@/ws-server/questions/normalize-question';

describe('answers per minute (sliding window)', () => {
  it('allows 10 in any 60 s and frees a place as each leaves the window', () => {
    let clock = 0;
    const limiter = createSlidingWindowLimiter(10, 60_000, () => clock);
    for (let i = 0; i < 10; i++) {
      expect(limiter.allows()).toBe(true);
      limiter.record();
      clock += 1_000;
    }
    expect(limiter.allows()).toBe(false);
    clock = 60_000; // the first left the window
    expect(limiter.allows()).toBe(true);
    expect(limiter.count()).toBe(9);
  });

  it('counts answers already queued against the limit', () => {
    const limiter = createSlidingWindowLimiter(3, 60_000, () => 0);
    limiter.record();
    expect(limiter.allows(1)).toBe(true);
    expect(limiter.allows(2)).toBe(false);
  });
});

describe('question normalisation', () => {
  it('ignores case, punctuation and spacing only', () => {
    expect(normalizeQuestion('  Why Kotlin?! ')).toBe(normalizeQuestion('why   kotlin'));
    expect(normalizeQuestion('Why Kotlin?')).not.toBe(normalizeQuestion('Why Java?'));
    expect(normalizeQuestion('¿Qué es Kafka?')).toBe('qué es kafka');
  });
});
