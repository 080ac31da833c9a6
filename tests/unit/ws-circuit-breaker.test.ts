import { CircuitBreaker, type BreakerState } from '../../ws-server/providers/circuit-breaker';

function breaker() {
  let at = 0;
  const states: BreakerState[] = [];
  const b = new CircuitBreaker('deepgram', { failures: 3, windowMs: 60_000, coolDownMs: 30_000, probeTimeoutMs: 10_000, now: () => at, onStateChange: (s) => states.push(s) });
  return { b, states, advance: (ms: number) => (at += ms) };
}

describe('a provider circuit breaker', () => {
  it('opens after repeated failures within its window, and lets nothing through for the cool-down', () => {
    const { b, advance } = breaker();
    b.recordFailure();
    advance(10_000);
    b.recordFailure();
    expect(b.allowRequest()).toBe(true);
    b.recordFailure();
    expect(b.state()).toBe('open');
    advance(29_000);
    expect(b.allowRequest()).toBe(false);
  });

  it('forgets failures older than its window', () => {
    const { b, advance } = breaker();
    b.recordFailure();
    b.recordFailure();
    advance(61_000);
    b.recordFailure();
    expect(b.state()).toBe('closed');
  });

  it('after the cool-down lets exactly one probe through; its success closes the breaker', () => {
    const { b, states, advance } = breaker();
    for (let i = 0; i < 3; i++) b.recordFailure();
    advance(30_000);
    expect(b.allowRequest()).toBe(true);
    expect(b.state()).toBe('half_open');
    expect(b.allowRequest()).toBe(false);
    b.recordSuccess();
    expect(b.state()).toBe('closed');
    expect(b.allowRequest()).toBe(true);
    expect(states).toEqual(['open', 'half_open', 'closed']);
  });

  it('counts its recoveries: a success that closes it after it opened, and no other', () => {
    const { b, advance } = breaker();
    b.recordSuccess();
    b.recordFailure();
    b.recordSuccess();
    expect(b.recoveries()).toBe(0);
    for (let i = 0; i < 3; i++) b.recordFailure();
    advance(30_000);
    b.allowRequest();
    b.recordSuccess();
    b.recordSuccess();
    expect(b.recoveries()).toBe(1);
  });

  it("opens again for a whole cool-down when the probe fails", () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i++) b.recordFailure();
    advance(30_000);
    expect(b.allowRequest()).toBe(true);
    b.recordFailure();
    expect(b.state()).toBe('open');
    advance(29_999);
    expect(b.allowRequest()).toBe(false);
    advance(1);
    expect(b.allowRequest()).toBe(true);
  });

  it('lets another attempt probe when the first probe never reports (its session ended)', () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i++) b.recordFailure();
    advance(30_000);
    expect(b.allowRequest()).toBe(true);
    advance(9_999);
    expect(b.allowRequest()).toBe(false);
    advance(1);
    expect(b.allowRequest()).toBe(true);
  });
});
