// "The cloud accepts our audio and says nothing": a recogniser that stalls raises no error, so it
// is caught by its silence. The watch runs on stream time (the audio pushed), never the wall
// clock: a session's audio arrives at about real time, and a test can drive it frame by frame.
// Speech the recogniser has not yet answered starts the clock; any result stops it. The speech
// detector's hangover outlasts a recogniser's endpointing, so the "speech" that goes on just
// after a final is mostly its tail, with no words left to answer: it starts the clock only once
// it has lasted longer than a hangover can.
import { DEFAULT_VAD_THRESHOLDS } from '../../audio/vad-thresholds';

/**
 * When a healthy recogniser answers: `speech` while the speech flows (Deepgram streams interim
 * text within a second of the first word), `pause` only once the speaker pauses (an OpenAI-compatible
 * server is sent each utterance after it ends, so a long question is no stall).
 */
export type AnswersDuring = 'speech' | 'pause';

export class StallWatch {
  /** The first speech frame since the last result. */
  private heardAt?: number;
  /** Where the clock started: that frame, or (answers at a pause) the first pause after it. */
  private since?: number;
  private speaking = false;
  /** Speech that was going on at the last result, and where it resumed being counted. */
  private carried?: { fromMs?: number };

  constructor(
    private readonly stallMs: number,
    private readonly answersDuring: AnswersDuring,
    private readonly tailMs: number = DEFAULT_VAD_THRESHOLDS.hangoverMs,
  ) {}

  /** One frame ending at `atMs` of stream time; true once the recogniser has stalled. */
  frame(atMs: number, speech: boolean): boolean {
    this.speaking = speech;
    const from = this.heard(atMs, speech);
    if (from !== undefined) {
      this.heardAt ??= from;
      if (this.answersDuring === 'speech') this.since ??= from;
    } else if (!speech && this.heardAt !== undefined) {
      this.since ??= atMs;
    }
    return this.since !== undefined && atMs - this.since >= this.stallMs;
  }

  /** The recogniser said something: it is alive, whatever it said. */
  answered(): void {
    this.heardAt = undefined;
    this.since = undefined;
    this.carried = this.speaking ? {} : undefined;
  }

  /** Where unanswered speech began, if this frame is some; the tail of answered speech is not. */
  private heard(atMs: number, speech: boolean): number | undefined {
    if (!speech) {
      this.carried = undefined;
      return undefined;
    }
    if (!this.carried) return atMs;
    this.carried.fromMs ??= atMs;
    if (atMs - this.carried.fromMs < this.tailMs) return undefined;
    const from = this.carried.fromMs;
    this.carried = undefined;
    return from;
  }
}
