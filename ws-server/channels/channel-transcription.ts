// One audio channel's transcription, as the session sees it: frames in, transcript messages
// out, provider errors as readable error messages. A transcriber that gives up (fatal error)
// is replaced on the next audio after a pause, so a provider outage costs a few seconds of
// text, not the session.
import { AudioClock } from './audio-clock';
import { toError } from '../../lib/errors/to-error';
import { backoffDelay } from '../../lib/retry/backoff-delay';
import type { RetryOptions } from '../../lib/retry/retry-options';
import { writeLog } from '../../lib/logging/write-log';
import { TranscriberError, TRANSCRIPTION_UNAVAILABLE, type Transcriber, type TranscriptEvent, type TranscriptionRoute } from '../stt/transcriber';
import type { TranscriberContext, TranscriberFactory } from '../stt/transcriber-factory';
import type { Interviewer, ServerMessage } from '../../lib/protocol';

export interface ChannelTranscriptionOptions {
  factory: TranscriberFactory;
  context(): TranscriberContext;
  /**
   * `spokenAgoMs`, with a final where the engine knows it: how long ago its last word was
   * spoken (the decode's delay and the audio in flight included).
   */
  send(message: ServerMessage, spokenAgoMs?: number): void;
  /** `endedAgoMs`: where the engine knows it, how long ago the utterance's last word ended. */
  onFinal(utteranceId: string, text: string, endedAgoMs?: number): void;
  /** Interim text; `atPause` when it runs up to a pause in the speaker's voice. */
  onInterim?(utteranceId: string, text: string, atPause: boolean): void;
  /** Every final with text, as the engine gave it (its language and confidence, where it says), after it was sent. */
  onFinalEvent?(event: TranscriptEvent): void;
  /** The recogniser changed (a cloud one failed over to the offline one, or came back). */
  onRoute?(route: TranscriptionRoute): void;
  /** The interviewers' channel of a panel: who said a final with text, from the voice the recogniser heard (sent on it). */
  interviewerOf?(utteranceId: string, text: string, voice: string | undefined): Interviewer | undefined;
  conn: string;
  /** When a transcriber that gave up is replaced; TRANSCRIBER_REPLACEMENT by default. */
  replacement?: RetryOptions;
}

/** Every 10 s for as long as the session runs: an outage costs seconds of text, and a dead provider is not hammered. */
const TRANSCRIBER_REPLACEMENT: RetryOptions = { maxRetries: Infinity, initialDelayMs: 10_000, maxDelayMs: 10_000, multiplier: 1, jitter: 0 };

export class ChannelTranscription {
  private transcriber?: Transcriber;
  private generation = 0;
  private retryAt = 0;
  /** Transcribers dropped since one last produced text. */
  private failures = 0;
  private closed = false;
  private readonly clock = new AudioClock();

  constructor(private readonly o: ChannelTranscriptionOptions) {}

  private get replacement(): RetryOptions {
    return this.o.replacement ?? TRANSCRIBER_REPLACEMENT;
  }

  /** Opens the transcriber at once, so a missing engine is reported when the session starts. */
  start(): void {
    if (!this.closed && !this.transcriber) this.open();
  }

  push(frame: Buffer): void {
    if (this.closed) return;
    this.clock.pushed(frame.length);
    if (!this.transcriber && Date.now() >= this.retryAt && this.failures <= this.replacement.maxRetries) this.open();
    this.transcriber?.push(frame);
  }

  /**
   * The socket is ending: the recogniser is given at most `withinMs` to send the final text of
   * the audio it already has (a question whose last words arrived as the link dropped), then
   * everything is closed.
   */
  async finish(withinMs: number): Promise<void> {
    const transcriber = this.transcriber;
    if (this.closed || !transcriber) return this.close();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([transcriber.finish().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, withinMs)))]);
    clearTimeout(timer);
    this.close();
  }

  close(): void {
    this.closed = true;
    this.transcriber?.close();
    this.transcriber = undefined;
  }

  /** The recogniser says text of audio already pushed is still to come (see Transcriber.busy). */
  busy(): boolean {
    return !this.closed && (this.transcriber?.busy?.() ?? false);
  }

  private open(): void {
    const generation = ++this.generation;
    // Utterance ids must stay unique across replacements: prefix them with the generation.
    const prefix = generation === 1 ? '' : `g${generation}-`;
    const current = () => generation === this.generation && !this.closed;
    try {
      this.transcriber = this.o.factory(
        {
          onTranscript: (e) => {
            if (!current()) return;
            this.failures = 0;
            const id = prefix + e.utteranceId;
            const language = e.speechFinal && e.language ? { language: e.language } : {};
            const interviewer = e.speechFinal && e.text.trim() ? this.o.interviewerOf?.(id, e.text, e.voice) : undefined;
            // Audio still in flight was spoken before it arrived: the wait began that much earlier.
            const spokenAgoMs = e.speechFinal && e.endedAgoMs !== undefined ? e.endedAgoMs + this.clock.lagMs : undefined;
            this.o.send({ type: 'transcript', id, transcription: e.text, speech_final: e.speechFinal, ai_answer: false, ...language, ...(interviewer ? { interviewer } : {}) }, spokenAgoMs);
            if (e.speechFinal && e.text.trim()) {
              this.o.onFinalEvent?.(e);
              this.o.onFinal(id, e.text, spokenAgoMs);
            } else if (!e.speechFinal) this.o.onInterim?.(id, e.text, e.atPause === true);
          },
          onError: (error) => {
            if (!current()) return;
            this.report(error);
            if (error.fatal) this.drop();
          },
          onRoute: (route) => {
            if (current()) this.o.onRoute?.(route);
          },
        },
        this.o.context(),
      );
    } catch (error) {
      this.report(error instanceof TranscriberError ? error : new TranscriberError('stt_unavailable', TRANSCRIPTION_UNAVAILABLE, toError(error).message, true));
      this.drop();
    }
  }

  private drop(): void {
    this.transcriber?.close();
    this.transcriber = undefined;
    this.retryAt = Date.now() + backoffDelay(this.replacement, this.failures++);
  }

  private report(error: TranscriberError): void {
    writeLog('warn', 'stt_error', { conn: this.o.conn, code: error.code, fatal: error.fatal, detail: error.detail });
    this.o.send({ type: 'error', code: error.code, message: error.message });
  }
}
