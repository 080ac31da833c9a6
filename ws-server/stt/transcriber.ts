// The one interface every speech-to-text engine presents to a session.
//
// Audio goes in as 16 kHz mono s16le frames. Text comes out per utterance: any number of
// interim events (speechFinal false, text replacing the previous interim of that id), then
// exactly one final event (speechFinal true) carrying the whole utterance. Ids are unique
// within a transcriber and finals arrive in speaking order.

export interface TranscriptEvent {
  utteranceId: string;
  text: string;
  speechFinal: boolean;
  /**
   * Interim text only: it runs up to a pause the engine heard (the speaker stopped, perhaps
   * just for breath). A complete question here may be answered before the utterance ends.
   */
  atPause?: boolean;
  /**
   * Finals only, where the engine reports it: how sure the recogniser was of this text, 0..1
   * (Moonshine's decoder; read by the session's "probably not English" watch).
   */
  confidence?: number;
  /**
   * Finals only, where the engine reports it: the language the recogniser heard this utterance
   * in, a BCP-47 tag ("es", "pt-BR"). Cloud recognisers say it under Auto-detect.
   */
  language?: string;
  /**
   * Finals only, where the engine tells voices apart (Deepgram with diarization): the voice that
   * said most of the utterance, as a key unique to the recogniser stream that numbered it. A new
   * stream (a reconnect) numbers its voices afresh, so two streams' keys never name one person.
   */
  voice?: string;
  /**
   * Finals only, where the engine reports word times: how long before this event the
   * utterance's last word ended, by the clock of the live audio (which arrives in real time).
   * The wait for an answer counts from there, not from the moment the engine decided the
   * speaker had finished (its endpointing silence, its own delay).
   */
  endedAgoMs?: number;
}

export type TranscriberErrorCode = 'stt_unavailable' | 'stt_rate_limited' | 'stt_failed';

/** What went wrong, in words a user can read; `detail` is for operators and never holds audio or text. */
export class TranscriberError extends Error {
  constructor(
    readonly code: TranscriberErrorCode,
    message: string,
    readonly detail?: string,
    /** True when the engine has given up: no more transcripts will come from it. */
    readonly fatal = false,
  ) {
    super(message);
    this.name = 'TranscriberError';
  }
}

/**
 * Which recogniser a failover transcriber (stt/failover/) is listening with: the configured
 * cloud one, the offline one standing in for it, or none (the cloud is down and the offline
 * recogniser does not hear the session's language).
 */
export type TranscriptionRoute = 'primary' | 'fallback' | 'paused';

export interface TranscriberListener {
  onTranscript(event: TranscriptEvent): void;
  onError(error: TranscriberError): void;
  /**
   * Where the engine knows it: every word of the audio before `untilMs` (ms of this
   * transcriber's own stream, from its first frame) is in finals already sent. A failover
   * replays only what follows into the recogniser that takes over.
   */
  onSettled?(untilMs: number): void;
  /** A failover transcriber changed recogniser; said once per change. */
  onRoute?(route: TranscriptionRoute): void;
}

export interface Transcriber {
  /** Queues one frame of PCM. Never throws; problems arrive through onError. */
  push(frame: Buffer): void;
  /** Ends the stream: waits for the final text of everything pushed, then releases resources. */
  finish(): Promise<void>;
  /** Stops at once, dropping pending work; no events follow. */
  close(): void;
  /**
   * Where the engine knows it: true while speech is in progress or a final is still being
   * decoded, so the text of the audio already pushed is not all out yet. Another channel's
   * judgement of the same moment (the echo gate) waits on it instead of guessing from the clock;
   * a cloud stream cannot say, and a failover says what the recogniser it listens with says.
   */
  busy?(): boolean;
}

/** Sequential utterance ids: u1, u2, … */
export function utteranceIds(prefix = 'u'): () => string {
  let next = 0;
  return () => `${prefix}${++next}`;
}

export const TRANSCRIPTION_UNAVAILABLE = 'Transcription is unavailable right now.';
export const TRANSCRIPTION_RATE_LIMITED = 'The transcription service is busy (rate limited). Retrying.';
export const TRANSCRIPTION_FAILED = 'Part of the audio could not be transcribed.';
