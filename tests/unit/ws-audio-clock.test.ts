// The capture clock of a socket's audio: how far the audio received lags behind the frames
// that arrived with the least delay, bounded.
import { AudioClock } from '@/ws-server/channels/audio-clock';

const FRAME = 3_200; // 100 ms

describe('AudioClock', () => {
  it('reads no lag while frames arrive in real time, with jitter', () => {
    let now = 1_000;
    const clock = new AudioClock(() => now);
    for (let i = 0; i < 20; i++) {
      now += 100 + (i % 2 === 0 ? 15 : -15);
      clock.pushed(FRAME);
    }
    expect(clock.lagMs).toBeLessThanOrEqual(30);
  });

  it('reads the delay of audio held up on the way, and none once it catches up', () => {
    let now = 0;
    const clock = new AudioClock(() => now);
    for (let i = 0; i < 10; i++) {
      now += 100;
      clock.pushed(FRAME);
    }
    // 400 ms of audio held up somewhere: nothing arrives, and the recogniser speaks now.
    now += 400;
    expect(clock.lagMs).toBe(400);
    for (let i = 0; i < 4; i++) clock.pushed(FRAME);
    expect(clock.lagMs).toBe(0);
  });

  it('counts buffered audio sent at once after a reconnect as captured before it', () => {
    let now = 5_000;
    const clock = new AudioClock(() => now);
    for (let i = 0; i < 10; i++) clock.pushed(FRAME); // a second of audio kept while reconnecting
    now += 100;
    clock.pushed(FRAME);
    expect(clock.lagMs).toBe(0);
  });

  it('believes at most a second of lag (a client that stopped capturing is not a wait)', () => {
    let now = 0;
    const clock = new AudioClock(() => now);
    clock.pushed(FRAME);
    now += 60_000;
    expect(clock.lagMs).toBe(1_000);
  });
});
