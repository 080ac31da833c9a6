// Cuts a live PCM stream into utterances with the VAD: each utterance starts a little
// before the detected speech (pre-roll), streams while it lasts, and ends after the
// hangover or at the length cap. Engines that need whole utterances hang off this.
import { pcmBytesForMs, rmsDbfs, toSamples } from './pcm';
import { EnergyVad } from './vad';
import { DEFAULT_SEGMENTER_LIMITS, type SegmenterLimits, type VadThresholds } from './vad-thresholds';

export interface SegmentListener {
  /** A new utterance; `audio` is its pre-roll plus the speech heard so far. */
  onStart(audio: Buffer, atMs: number): void;
  /** More audio of the current utterance. */
  onAudio(audio: Buffer): void;
  onEnd(atMs: number): void;
}

export class UtteranceSegmenter {
  private readonly vad: EnergyVad;
  private readonly limits: SegmenterLimits;
  private recent: Buffer[] = []; // recent audio, for the pre-roll
  private recentBytes = 0;
  private streamBytes = 0; // bytes pushed before the current frame
  private inUtterance = false;
  private utteranceBytes = 0;
  private heardAny = false; // an utterance has started in this stream
  private quietSeen = false; // the stream's first frame was below speech level

  constructor(
    private readonly listener: SegmentListener,
    options: { vad?: Partial<VadThresholds>; limits?: Partial<SegmenterLimits> } = {},
  ) {
    this.vad = new EnergyVad(options.vad);
    this.limits = { ...DEFAULT_SEGMENTER_LIMITS, ...options.limits };
  }

  get speaking(): boolean {
    return this.inUtterance;
  }

  /** The speech detector has just ended the current utterance: its last audio is being delivered. */
  get ending(): boolean {
    return this.inUtterance && !this.vad.isSpeaking;
  }

  /** Silence so far inside the current utterance; 0 while the voice goes on or between utterances. */
  get pauseMs(): number {
    return this.inUtterance ? this.vad.pauseMs : 0;
  }

  /** Silence that ends an utterance, unless a pause is held. */
  get hangoverMs(): number {
    return this.vad.thresholds.hangoverMs;
  }

  /**
   * The pause in progress ends the utterance after `ms` of silence, or the usual hangover when
   * undefined (see EnergyVad.holdPause). A pause already that long ends the utterance at once,
   * not at the next frame: a stream may have stopped after a silence its hold had kept open.
   */
  holdPause(ms: number | undefined): void {
    if (!this.inUtterance) return;
    this.vad.holdPause(ms);
    const ended = this.vad.endPauseIfDue();
    if (ended) this.end(ended.atMs);
  }

  /**
   * `heard` is what the speech detector reads, when it is not the audio itself: the signal
   * before noise reduction, whose pauses are plainer than the reducer's leftovers. It must be
   * as long as `frame`.
   */
  push(frame: Buffer, heard: Buffer = frame): void {
    this.remember(frame);
    this.streamBytes += frame.length;
    // Only the stream's first frame says whether it opened quiet: one that opened on a voice (a
    // tab shared mid-word) keeps its start even after a pause, since the detector has no floor
    // yet to hear those first words against ("eight… the press yard" lost its "eight").
    if (this.streamBytes === frame.length) {
      const samples = toSamples(heard);
      this.quietSeen = rmsDbfs(samples, 0, samples.length) < this.vad.thresholds.minSpeechDbfs;
    }
    let delivered = false; // whether this frame has reached the listener
    for (const event of this.vad.push(heard)) {
      if (event.type === 'speech-start' && !this.inUtterance) {
        // Talking from the first frame (never quiet before): the words from the start.
        const fromStart = !this.heardAny && !this.quietSeen && event.atMs <= this.limits.streamStartMs;
        const from = fromStart ? 0 : Math.max(0, pcmBytesForMs(event.atMs - this.limits.preRollMs));
        this.heardAny = true;
        const audio = this.recentFrom(from);
        this.inUtterance = true;
        this.utteranceBytes = audio.length;
        delivered = true;
        this.listener.onStart(audio, event.atMs);
      } else if (event.type === 'speech-end' && this.inUtterance) {
        if (!delivered) this.deliver(frame);
        delivered = true;
        this.end(event.atMs);
      }
    }
    if (this.inUtterance && !delivered) this.deliver(frame);
    if (this.inUtterance && this.utteranceBytes >= pcmBytesForMs(this.limits.maxUtteranceMs)) {
      this.end(this.vad.elapsedMs);
      // Still speaking: the next utterance picks up straight away, without pre-roll.
      if (this.vad.isSpeaking) {
        this.inUtterance = true;
        this.utteranceBytes = 0;
        this.listener.onStart(Buffer.alloc(0), this.vad.elapsedMs);
      }
    }
  }

  /** Ends the utterance in progress (end of stream). */
  flush(): void {
    this.vad.flush();
    if (this.inUtterance) this.end(this.vad.elapsedMs);
  }

  private deliver(frame: Buffer): void {
    this.utteranceBytes += frame.length;
    this.listener.onAudio(frame);
  }

  private end(atMs: number): void {
    this.inUtterance = false;
    this.utteranceBytes = 0;
    this.listener.onEnd(atMs);
  }

  private remember(frame: Buffer): void {
    this.recent.push(frame);
    this.recentBytes += frame.length;
    // Keep enough for the pre-roll before a start that the VAD confirms up to softOnsetMs later
    // and dates back by up to leadInMs.
    const t = this.vad.thresholds;
    const confirmedWithin = Math.max(t.onsetMs, t.softOnsetMs) + t.leadInMs + 2 * t.windowMs;
    // Until the first utterance of a stream never quiet, the stream's start too (streamStartMs).
    const back = this.heardAny || this.quietSeen ? this.limits.preRollMs : Math.max(this.limits.preRollMs, this.limits.streamStartMs);
    const keep = pcmBytesForMs(back + confirmedWithin) + frame.length;
    while (this.recent.length > 1 && this.recentBytes - this.recent[0].length >= keep) {
      this.recentBytes -= this.recent.shift()!.length;
    }
  }

  /** Recent audio from absolute stream byte `from` to now. */
  private recentFrom(from: number): Buffer {
    const recentStart = this.streamBytes - this.recentBytes;
    const skip = Math.max(0, from - recentStart);
    return Buffer.concat(this.recent).subarray(skip);
  }
}
