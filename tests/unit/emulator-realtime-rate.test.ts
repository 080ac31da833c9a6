// The per-second counter behind the embedded Realtime's message and join limits.
import { PerSecondCounter } from '../../emulators/realtime/per-second-counter';

describe('realtime per-second counter', () => {
  it('lets in up to the limit in one second, then nothing until the next second', () => {
    let now = 10_000;
    const counter = new PerSecondCounter(3, () => now);
    expect([counter.tryAdd(), counter.tryAdd(), counter.tryAdd(), counter.tryAdd()]).toEqual([true, true, true, false]);
    now += 999;
    expect(counter.tryAdd()).toBe(false);
    now += 1;
    expect(counter.tryAdd()).toBe(true);
  });

  it('lets a batch in whole or not at all', () => {
    const counter = new PerSecondCounter(5, () => 0);
    expect(counter.tryAdd(4)).toBe(true);
    expect(counter.tryAdd(2)).toBe(false);
    expect(counter.tryAdd(1)).toBe(true);
  });
});
