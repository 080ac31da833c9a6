// The session's side of a transcriber: frames in, transcript messages out, provider errors as
// readable error messages. A transcriber that gives up (fatal error) is replaced on the next
// audio after a pause, so a provider outage costs a few seconds of text, not the session.
import { log } from '../log';
import { TranscriberError, TRANSCRIPTION_UNAVAILABLE, type Transcriber } from '../stt/transcriber';
import type { TranscriberContext, TranscriberFactory } from './ports';

export interface SessionTranscriptionOptions {
  factory: TranscriberFactory;
  context(): TranscriberContext;
  send(message: Record<string, unknown>): void;
  onFinal(utteranceId: string, text: string): void;
  conn: string;
  retryAfterMs?: number;
}

export class SessionTranscription {
  private transcriber?: Transcriber;
  private generation = 0;
  private retryAt = 0;
  private closed = false;

  constructor(private readonly o: SessionTranscriptionOptions) {}

  /** Opens the transcriber at once, so a missing engine is reported when the session starts. */
  start(): void {
    if (!this.closed && !this.transcriber) this.open();
  }

  push(frame: Buffer): void {
    if (this.closed) return;
    if (!this.transcriber && Date.now() >= this.retryAt) this.open();
    this.transcriber?.push(frame);
  }

  close(): void {
    this.closed = true;
    this.transcriber?.close();
    this.transcriber = undefined;
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
            const id = prefix + e.utteranceId;
            this.o.send({ type: 'transcript', id, transcription: e.text, speech_final: e.speechFinal, ai_answer: false });
            if (e.speechFinal && e.text.trim()) this.o.onFinal(id, e.text);
          },
          onError: (error) => {
            if (!current()) return;
            this.report(error);
            if (error.fatal) this.drop();
          },
        },
        this.o.context(),
      );
    } catch (error) {
      this.report(error instanceof TranscriberError ? error : new TranscriberError('stt_unavailable', TRANSCRIPTION_UNAVAILABLE, (error as Error).message, true));
      this.drop();
    }
  }

  private drop(): void {
    this.transcriber?.close();
    this.transcriber = undefined;
    this.retryAt = Date.now() + (this.o.retryAfterMs ?? 10_000);
  }

  private report(error: TranscriberError): void {
    log('warn', 'stt_error', { conn: this.o.conn, code: error.code, fatal: error.fatal, detail: error.detail });
    this.o.send({ type: 'error', code: error.code, message: error.message });
  }
}
