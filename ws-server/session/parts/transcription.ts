// The session's audio in: one transcription for /tab and /mic, or one per channel for /both
// (the tab is the interviewer, the microphone the candidate, each with its own recogniser
// stream). The kind says what it wants to hear about; this part owns the recognisers and
// closes them.
import { checkAudioFrame, type Interviewer, type ServerMessage, type TranscriptMessage } from '../../../lib/protocol';
import { ChannelTranscription } from '../../channels/channel-transcription';
import { TwoChannelTranscription } from '../../channels/two-channel-transcription';
import type { TranscriptEvent } from '../../stt/transcriber';
import type { TranscriberFactory } from '../../stt/transcriber-factory';
import type { SocketSource } from '../../upgrade';
import type { SessionDocuments } from '../session-context';
import type { SessionPart } from '../session-part';
import { createRouteNotices } from './transcription-route-notices';

export interface TranscriptionInput {
  source: SocketSource;
  createTranscriber: TranscriberFactory;
  /** Read as each recogniser opens: a resume replaced mid-session counts from the next one. */
  documents: Pick<SessionDocuments, 'resume' | 'jobDescription'>;
  /** The interview language: "auto" or a BCP-47 tag. */
  language: string;
  send(message: ServerMessage): void;
  now(): number;
  conn: string;
}

export interface TranscriptionHooks {
  /** A final utterance of the only channel, or of /both's tab (the interviewer); `endedAgoMs` where the engine knows when its last word ended. */
  onFinal?(utteranceId: string, text: string, endedAgoMs?: number): void;
  /** Interim text of the same; `atPause` when it runs up to a pause in the speaker's voice. */
  onInterim?(utteranceId: string, text: string, atPause: boolean): void;
  /** Every final with text of any channel, as the engine gave it (its language and confidence). */
  onFinalEvent?(event: TranscriptEvent): void;
  /** Every transcript message of the only channel, once sent to the client. */
  onTranscript?(message: TranscriptMessage): void;
  /** The only channel's PCM. */
  onAudio?(pcm: Buffer): void;
  /** /both: a final utterance of the candidate (the microphone), echo of the tab removed. */
  onCandidateFinal?(utteranceId: string, text: string): void;
  /** /both: the microphone's PCM. */
  onCandidateAudio?(pcm: Buffer): void;
  /** The interviewer's channel: who of a panel said a final with text, from its voice (sent on its transcript). */
  interviewerOf?(utteranceId: string, text: string, voice: string | undefined): Interviewer | undefined;
}

export interface TranscriptionPart extends SessionPart {
  /** Opens the recognisers at once, so a missing engine is reported when the session starts. */
  start(): void;
  /** One binary frame; the problem with it (sent as bad_message), or undefined. */
  push(frame: Buffer): string | undefined;
  /** The session is ending: the final text of the interviewer's audio already received, waited for at most `withinMs`; then closes. */
  finish(withinMs: number): Promise<void>;
  close(): void;
}

const BAD_CHANNEL_FRAME = 'On /both every audio frame starts with a channel byte (0 tab, 1 microphone) followed by whole 16-bit samples.';
const BAD_FRAME = 'Audio frames must be whole 16-bit samples and not empty.';

export function openTranscription(o: TranscriptionInput, hooks: TranscriptionHooks): TranscriptionPart {
  const { documents, language, conn } = o;
  // A cloud recogniser that fails over to the offline one (or pauses) says so once per change.
  const onRoute = createRouteNotices({ language, send: (m) => o.send(m), conn });
  if (o.source === 'both') {
    const both = new TwoChannelTranscription({
      factory: o.createTranscriber,
      context: (channel) => ({ source: channel, resume: documents.resume, jobDescription: documents.jobDescription, language }),
      send: (m) => o.send(m),
      // Only the interviewer's words can hold a question to answer; the candidate's are context.
      onInterviewerFinal: (id, text) => hooks.onFinal?.(id, text),
      onInterviewerInterim: (id, text, atPause) => hooks.onInterim?.(id, text, atPause),
      onCandidateFinal: (id, text) => hooks.onCandidateFinal?.(id, text),
      onCandidateAudio: (pcm) => hooks.onCandidateAudio?.(pcm),
      onFinalEvent: (event) => hooks.onFinalEvent?.(event),
      onRoute,
      interviewerOf: hooks.interviewerOf,
      now: o.now,
      conn,
    });
    return { start: () => both.start(), push: (frame) => (both.push(frame) ? undefined : BAD_CHANNEL_FRAME), finish: (ms) => both.finish(ms), close: () => both.close() };
  }
  const source = o.source;
  const one = new ChannelTranscription({
    factory: o.createTranscriber,
    context: () => ({ source, resume: documents.resume, jobDescription: documents.jobDescription, language }),
    send: (m) => {
      o.send(m);
      if (m.type === 'transcript') hooks.onTranscript?.(m);
    },
    onFinal: (id, text, endedAgoMs) => hooks.onFinal?.(id, text, endedAgoMs),
    onInterim: (id, text, atPause) => hooks.onInterim?.(id, text, atPause),
    onFinalEvent: (event) => hooks.onFinalEvent?.(event),
    onRoute: (route) => onRoute(route, source),
    // Only the shared tab is the panel's: a lone microphone hears the candidate too.
    ...(source === 'tab' ? { interviewerOf: hooks.interviewerOf } : {}),
    conn,
  });
  return {
    start: () => one.start(),
    push(frame) {
      if (checkAudioFrame(frame.length) !== 'ok') return BAD_FRAME;
      one.push(frame);
      hooks.onAudio?.(frame);
      return undefined;
    },
    finish: (ms) => one.finish(ms),
    close: () => one.close(),
  };
}
