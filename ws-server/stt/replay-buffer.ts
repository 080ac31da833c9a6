// The audio a recogniser has not yet finalised, bounded. When it stops answering, whatever
// takes over is fed this audio first, so no words are lost: Deepgram's next connection
// (results on it are timed from its first byte, so its `offsetMs` maps them back to stream
// time), or the failover's offline recogniser.
import { pcmDurationMs } from '../audio/pcm';

export class ReplayBuffer {
  private frames: { startMs: number; pcm: Buffer }[] = [];
  private streamMs = 0;

  constructor(private readonly maxMs: number) {}

  push(pcm: Buffer): void {
    this.frames.push({ startMs: this.streamMs, pcm });
    this.streamMs += pcmDurationMs(pcm.length);
    // A very long outage: keep the newest audio only, rather than grow without bound.
    while (this.frames.length > 1 && this.streamMs - this.frames[0].startMs > this.maxMs) this.frames.shift();
  }

  /** The recogniser finalised everything before `untilMs` (stream time): forget it. */
  confirm(untilMs: number): void {
    while (this.frames.length > 0) {
      const first = this.frames[0];
      if (first.startMs + pcmDurationMs(first.pcm.length) > untilMs) break;
      this.frames.shift();
    }
  }

  /** Stream time of the first retained frame: where a replay starts. */
  get firstMs(): number {
    return this.frames[0]?.startMs ?? this.streamMs;
  }

  get pending(): Buffer[] {
    return this.frames.map((f) => f.pcm);
  }
}
