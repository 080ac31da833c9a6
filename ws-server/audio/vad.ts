// Energy voice-activity detector with an adaptive noise floor, onset confirmation,
// hysteresis and hangover. Pure and synchronous: feed PCM, get start/end events in
// stream time. Thresholds: ./vad-thresholds.ts.
import { SAMPLE_RATE, toSamples, rmsDbfs } from './pcm';
import { DEFAULT_VAD_THRESHOLDS, type VadThresholds } from './vad-thresholds';

export type VadEvent = { type: 'speech-start'; atMs: number } | { type: 'speech-end'; atMs: number };

export class EnergyVad {
  readonly thresholds: VadThresholds;
  private readonly windowSamples: number;
  private readonly levels: Float64Array; // ring of recent window levels, for the floor
  private readonly sorted: Float64Array; // the same levels in order, reused at every window
  private levelCount = 0;
  private levelNext = 0;
  private pending = new Int16Array(0);
  private windowsSeen = 0;
  private speaking = false;
  private voicedRunMs = 0;
  private unvoicedRunMs = 0;
  /** Whether each of the last softOnsetMs of windows stood softOnsetMarginDb above the floor. */
  private readonly softVoiced: Uint8Array;
  private softNext = 0;
  private softCount = 0;
  /** Whether each recent window could be a quiet lead-in word (softOnsetMarginDb above the floor, over leadInMinDbfs), newest at leadInNext - 1. */
  private readonly leadIn: Uint8Array;
  private leadInNext = 0;
  /** Windows since the speech last ended (or the stream began): a start is never dated before them. */
  private quietWindows = 0;
  /** The hangover for the pause in progress, when someone asked for another (holdPause). */
  private pauseHangoverMs?: number;

  constructor(thresholds: Partial<VadThresholds> = {}) {
    this.thresholds = { ...DEFAULT_VAD_THRESHOLDS, ...thresholds };
    this.windowSamples = Math.round((SAMPLE_RATE * this.thresholds.windowMs) / 1000);
    this.levels = new Float64Array(Math.max(1, Math.round(this.thresholds.floorWindowMs / this.thresholds.windowMs)));
    this.sorted = new Float64Array(this.levels.length);
    this.softVoiced = new Uint8Array(Math.max(1, Math.round(this.thresholds.softOnsetMs / this.thresholds.windowMs)));
    const t = this.thresholds;
    // The lead-in is looked for before the start, which is dated up to the longer onset back.
    this.leadIn = new Uint8Array(Math.max(1, Math.round((t.leadInMs + Math.max(t.onsetMs, t.softOnsetMs)) / t.windowMs) + 1));
  }

  get isSpeaking(): boolean {
    return this.speaking;
  }

  /** While speaking: how long the voice has been silent (a pause that may yet end the speech). */
  get pauseMs(): number {
    return this.speaking ? this.unvoicedRunMs : 0;
  }

  /**
   * The pause in progress ends the speech after `ms` of it instead of the usual hangover, or
   * after the usual hangover again when undefined; the voice coming back clears it. A pause
   * already longer than the new hangover ends at the next window, or at once by endPauseIfDue.
   */
  holdPause(ms: number | undefined): void {
    if (this.speaking) this.pauseHangoverMs = ms;
  }

  /** Stream time consumed so far (whole windows only). */
  get elapsedMs(): number {
    return this.windowsSeen * this.thresholds.windowMs;
  }

  /** The current noise-floor estimate in dBFS. */
  get noiseFloorDbfs(): number {
    const t = this.thresholds;
    if (this.levelCount === 0) return t.floorMinDbfs;
    // A numeric in-place sort of a typed array: no allocation at every 20 ms window.
    const sorted = this.sorted.subarray(0, this.levelCount);
    sorted.set(this.levels.subarray(0, this.levelCount));
    sorted.sort();
    const quietest = sorted[0];
    const quantile = sorted[Math.floor(t.floorQuantile * (this.levelCount - 1))];
    return Math.max(t.floorMinDbfs, Math.min(quantile, quietest + t.floorMaxAboveQuietestDb));
  }

  push(pcm: Buffer): VadEvent[] {
    const incoming = toSamples(pcm);
    const samples = new Int16Array(this.pending.length + incoming.length);
    samples.set(this.pending, 0);
    samples.set(incoming, this.pending.length);
    const events: VadEvent[] = [];
    let offset = 0;
    for (; offset + this.windowSamples <= samples.length; offset += this.windowSamples) {
      const event = this.step(rmsDbfs(samples, offset, offset + this.windowSamples));
      if (event) events.push(event);
    }
    this.pending = samples.slice(offset);
    return events;
  }

  /**
   * Ends speech now if the pause in progress has already lasted its hangover (one shortened by
   * holdPause after the silence passed it): the end need not wait for another window, which may
   * never come when the stream has stopped.
   */
  endPauseIfDue(): VadEvent | undefined {
    return this.speaking && this.pauseIsOver() ? this.endSpeech(this.elapsedMs) : undefined;
  }

  /** Ends speech at the end of the stream, if it is still going. */
  flush(): VadEvent[] {
    if (!this.speaking) return [];
    this.speaking = false;
    this.quietWindows = 0;
    this.pauseHangoverMs = undefined;
    return [{ type: 'speech-end', atMs: this.elapsedMs - this.unvoicedRunMs }];
  }

  private step(level: number): VadEvent | undefined {
    const t = this.thresholds;
    this.remember(Math.max(level, t.floorMinDbfs));
    const floor = this.noiseFloorDbfs;
    this.windowsSeen++;
    const now = this.elapsedMs;
    if (!this.speaking) {
      const voiced = level >= Math.max(t.minSpeechDbfs, floor + t.onsetMarginDb);
      this.voicedRunMs = voiced ? this.voicedRunMs + t.windowMs : 0;
      this.rememberLeadIn(level >= Math.max(t.leadInMinDbfs, floor + t.softOnsetMarginDb));
      const softlyVoiced = this.rememberSoft(level >= Math.max(t.minSpeechDbfs, floor + t.softOnsetMarginDb));
      if (this.voicedRunMs >= t.onsetMs) return this.start(now - this.voicedRunMs);
      if (softlyVoiced >= t.softOnsetShare * this.softVoiced.length) return this.start(now - this.softVoiced.length * t.windowMs);
      return undefined;
    }
    const voiced = level >= Math.max(t.minSpeechDbfs, floor + t.releaseMarginDb);
    this.unvoicedRunMs = voiced ? 0 : this.unvoicedRunMs + t.windowMs;
    if (voiced) this.pauseHangoverMs = undefined;
    return this.pauseIsOver() ? this.endSpeech(now) : undefined;
  }

  /** The silence so far has lasted the pause's hangover (held or usual). */
  private pauseIsOver(): boolean {
    return this.unvoicedRunMs > 0 && this.unvoicedRunMs >= (this.pauseHangoverMs ?? this.thresholds.hangoverMs);
  }

  /** Speech ended where its closing silence began. */
  private endSpeech(nowMs: number): VadEvent {
    this.speaking = false;
    this.quietWindows = 0;
    this.pauseHangoverMs = undefined;
    this.voicedRunMs = 0;
    return { type: 'speech-end', atMs: nowMs - this.unvoicedRunMs };
  }

  private start(atMs: number): VadEvent {
    this.speaking = true;
    this.unvoicedRunMs = 0;
    this.softVoiced.fill(0);
    this.softCount = 0;
    return { type: 'speech-start', atMs: Math.max(0, atMs - this.leadInBeforeMs(atMs)) };
  }

  /**
   * How far before `atMs` (a start just confirmed) the voice was already softly there: the
   * earliest softly voiced window reached from the start without crossing more than leadInGapMs
   * of quieter ones, within leadInMs, and not before the last speech ended; none unless those
   * windows add up to leadInMinVoicedMs.
   */
  private leadInBeforeMs(atMs: number): number {
    const t = this.thresholds;
    const startAgo = Math.round((this.elapsedMs - atMs) / t.windowMs); // windows from the start to now
    const reach = Math.min(Math.round(t.leadInMs / t.windowMs), this.quietWindows - startAgo, this.leadIn.length - startAgo);
    const maxGap = Math.round(t.leadInGapMs / t.windowMs);
    let earliest = 0;
    let voiced = 0;
    let gap = 0;
    for (let back = 1; back <= reach; back++) {
      if (this.leadIn[(this.leadInNext - startAgo - back + 2 * this.leadIn.length) % this.leadIn.length]) {
        earliest = back;
        voiced++;
        gap = 0;
      } else if (++gap > maxGap) break;
    }
    return voiced * t.windowMs >= t.leadInMinVoicedMs ? earliest * t.windowMs : 0;
  }

  private rememberLeadIn(soft: boolean): void {
    this.leadIn[this.leadInNext] = soft ? 1 : 0;
    this.leadInNext = (this.leadInNext + 1) % this.leadIn.length;
    this.quietWindows++;
  }

  /** Notes one window in the soft-onset span; returns how many of the span's windows were softly voiced. */
  private rememberSoft(voiced: boolean): number {
    this.softCount += (voiced ? 1 : 0) - this.softVoiced[this.softNext];
    this.softVoiced[this.softNext] = voiced ? 1 : 0;
    this.softNext = (this.softNext + 1) % this.softVoiced.length;
    return this.softCount;
  }

  private remember(level: number): void {
    this.levels[this.levelNext] = level;
    this.levelNext = (this.levelNext + 1) % this.levels.length;
    this.levelCount = Math.min(this.levelCount + 1, this.levels.length);
  }
}
