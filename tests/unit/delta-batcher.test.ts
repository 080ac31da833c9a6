import { DeltaBatcher } from '../../ws-server/session/parts/delta-batcher';

/** A hand-driven clock: timers fire when `advance` passes their time. */
function handClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; live: boolean }[] = [];
  return {
    now: () => now,
    schedule: (fn: () => void, ms: number) => {
      const t = { at: now + ms, fn, live: true };
      timers.push(t);
      return () => void (t.live = false);
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.live && t.at <= now);
      timers = timers.filter((t) => !due.includes(t));
      for (const t of due) t.fn();
    },
    pending: () => timers.filter((t) => t.live).length,
  };
}

function setUp() {
  const clock = handClock();
  const sent: string[] = [];
  const batch = new DeltaBatcher((text) => sent.push(text), { intervalMs: 50, now: clock.now, schedule: clock.schedule });
  return { clock, sent, batch };
}

describe('DeltaBatcher', () => {
  it('sends the first delta at once', () => {
    const { batch, sent } = setUp();
    batch.push('Sure');
    expect(sent).toEqual(['Sure']);
  });

  it('gathers the deltas of one interval into one message', () => {
    const { batch, sent, clock } = setUp();
    batch.push('I');
    clock.advance(10);
    batch.push(' led');
    clock.advance(10);
    batch.push(' the');
    expect(sent).toEqual(['I']);
    clock.advance(30);
    expect(sent).toEqual(['I', ' led the']);
  });

  it('sends at once again after a quiet interval', () => {
    const { batch, sent, clock } = setUp();
    batch.push('One.');
    clock.advance(200);
    batch.push(' Two.');
    expect(sent).toEqual(['One.', ' Two.']);
  });

  it('flush sends what is pending and cancels the timer, so nothing is sent twice', () => {
    const { batch, sent, clock } = setUp();
    batch.push('a');
    batch.push('b');
    batch.push('c');
    batch.flush();
    expect(sent).toEqual(['a', 'bc']);
    expect(clock.pending()).toBe(0);
    clock.advance(100);
    batch.flush();
    expect(sent).toEqual(['a', 'bc']);
  });

  it('ignores empty deltas and keeps every character in order', () => {
    const { batch, sent, clock } = setUp();
    const words = 'Tell them about the migration and what it saved'.split(/(?= )/);
    for (const w of words) {
      batch.push(w);
      batch.push('');
      clock.advance(7);
    }
    batch.flush();
    expect(sent.join('')).toBe(words.join(''));
    expect(sent.length).toBeLessThan(words.length);
  });
});
