// When the audio now being heard was captured. The client streams in real time, but its
// frames reach the recogniser late now and then (a loaded network or balancer, a busy event
// loop): a recogniser's "the last word ended N ms ago" counts only the audio that has arrived.
// The frames that arrived with the least delay fix where the capture clock started; how far
// the audio received lags behind it now is added to N, so the candidate's wait counts from
// when the interviewer actually stopped speaking.
import { pcmDurationMs } from '../audio/pcm';

/** Lag believed at most: beyond it the client itself stopped capturing (a throttled tab), which is no wait of the candidate's. */
const MAX_LAG_MS = 1_000;

export class AudioClock {
  private streamMs = 0;
  private originMs = Number.POSITIVE_INFINITY;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** A frame of `bytes` arrived. */
  pushed(bytes: number): void {
    this.streamMs += pcmDurationMs(bytes);
    this.originMs = Math.min(this.originMs, this.now() - this.streamMs);
  }

  /** How far behind its least-delayed frames the audio received so far is running (ms). */
  get lagMs(): number {
    if (!Number.isFinite(this.originMs)) return 0;
    return Math.min(MAX_LAG_MS, Math.max(0, Math.round(this.now() - this.originMs - this.streamMs)));
  }
}
