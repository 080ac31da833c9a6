// The pure pieces of the recogniser failover (ws-server/stt/failover/): when a silent cloud counts
// as stalled, when it is tried again, and when a session hands back to it. All run on stream time.
import { RetrySchedule } from '@/ws-server/stt/failover/retry-schedule';
import { StallWatch } from '@/ws-server/stt/failover/stall-watch';
import { SwitchBackWatch } from '@/ws-server/stt/failover/switch-back-watch';

/** Feeds `frames` 100 ms frames from `fromMs`; returns the stream time of the first that returned true. */
function firstTrue(step: (atMs: number) => boolean, fromMs: number, frames: number): number | undefined {
  for (let i = 1; i <= frames; i++) if (step(fromMs + i * 100)) return fromMs + i * 100;
  return undefined;
}

describe('the stall watch', () => {
  it('for a recogniser that answers while the speech flows: stalled once speech has gone unanswered for the stall time', () => {
    const watch = new StallWatch(5000, 'speech');
    expect(firstTrue((at) => watch.frame(at, false), 0, 100)).toBeUndefined(); // silence is no stall
    expect(firstTrue((at) => watch.frame(at, true), 10_000, 100)).toBe(15_100);
  });

  it('for one that answers at a pause: a long question is no stall, the silence after it is', () => {
    const watch = new StallWatch(5000, 'pause');
    expect(firstTrue((at) => watch.frame(at, true), 0, 120)).toBeUndefined(); // 12 s of speech, not yet sent
    expect(firstTrue((at) => watch.frame(at, false), 12_000, 100)).toBe(17_100);
  });

  it('counts from the first unanswered pause: speech resuming does not restart the clock', () => {
    const watch = new StallWatch(5000, 'pause');
    watch.frame(100, true);
    watch.frame(200, false); // the clock starts here
    expect(firstTrue((at) => watch.frame(at, true), 200, 49)).toBeUndefined();
    expect(watch.frame(5200, true)).toBe(true);
  });

  it('restarts after any result', () => {
    const watch = new StallWatch(1000, 'speech');
    expect(firstTrue((at) => watch.frame(at, true), 0, 9)).toBeUndefined();
    watch.answered();
    expect(firstTrue((at) => watch.frame(at, true), 900, 100)).toBe(2000);
  });

  it("takes the speech detector's hangover just after a result for the tail of what was answered, not new speech", () => {
    for (const answersDuring of ['speech', 'pause'] as const) {
      const watch = new StallWatch(1000, answersDuring);
      watch.frame(100, true);
      watch.answered(); // the final came while the detector still heard speech
      expect(firstTrue((at) => watch.frame(at, true), 100, 6)).toBeUndefined(); // 600 ms of tail
      expect(firstTrue((at) => watch.frame(at, false), 700, 100)).toBeUndefined(); // then quiet: nothing to answer
      expect(firstTrue((at) => watch.frame(at, true), 10_700, 100)).toBe(answersDuring === 'speech' ? 11_800 : undefined);
    }
  });
});

describe('the retry schedule', () => {
  it('waits twice as long after each failed attempt, up to its cap, and nothing is due before the first failure', () => {
    const retry = new RetrySchedule({ initialMs: 2000, maxMs: 5000 });
    expect(retry.due(1_000_000)).toBe(false);
    const waits: number[] = [];
    let at = 0;
    for (let i = 0; i < 4; i++) {
      retry.failed(at);
      const next = firstTrue((t) => retry.due(t), at, 1000)!;
      waits.push(next - at);
      at = next;
    }
    expect(waits).toEqual([2000, 4000, 5000, 5000]);
  });

  it('starts afresh after a success', () => {
    const retry = new RetrySchedule({ initialMs: 1000, maxMs: 30_000 });
    retry.failed(0);
    retry.failed(1000);
    retry.reset();
    expect(retry.due(100_000)).toBe(false);
    retry.failed(100_000);
    expect(retry.due(100_900)).toBe(false);
    expect(retry.due(101_000)).toBe(true);
  });
});

describe('the switch-back watch', () => {
  it('hands back only after the cloud answered, at a quiet stretch of the length asked for', () => {
    const watch = new SwitchBackWatch(1000);
    expect(firstTrue((at) => watch.frame(at, false), 0, 50)).toBeUndefined(); // quiet, but no answer yet
    watch.frame(5100, true);
    watch.primaryAnswered();
    expect(firstTrue((at) => watch.frame(at, true), 5100, 20)).toBeUndefined(); // answered mid-speech: wait
    expect(firstTrue((at) => watch.frame(at, false), 7100, 50)).toBe(8200);
  });

  it('counts quiet that began before the answer, and a voice coming back restarts it', () => {
    const watch = new SwitchBackWatch(1000);
    watch.frame(100, false);
    watch.frame(600, false);
    watch.primaryAnswered();
    expect(watch.frame(1100, false)).toBe(true);
    watch.reset();
    watch.primaryAnswered();
    watch.frame(1200, true);
    expect(firstTrue((at) => watch.frame(at, false), 1200, 9)).toBeUndefined();
    expect(watch.frame(2300, false)).toBe(true);
  });

  it('waits for a new answer after a reset (the probe failed)', () => {
    const watch = new SwitchBackWatch(500);
    watch.primaryAnswered();
    watch.reset();
    expect(firstTrue((at) => watch.frame(at, false), 0, 50)).toBeUndefined();
  });
});
