// The session's audio in: one transcription for /tab and /mic, or one per channel for /both
// (the tab is the interviewer, the microphone the candidate, each with its own recogniser
// stream). The kind says what it wants to hear about; this part owns the recognisers and
// closes them. It also says once, as the recognisers open, when they cannot transcribe the
// session's language, and passes on what they hear of the language.
import { writeLog } from '../../../lib/logging/write-log';
import { checkAudioFrame, type TranscriptMessage } from '../../../lib/protocol';
import { TwoChannelTranscription } from '../../channels/two-channel-transcription';
import type { SessionContext } from '../session-context';
import { followHeardLanguage } from './follow-heard-language';
import { languageUnsupportedNotice } from './language-notices';
import { SessionTranscription } from './session-transcription';

export interface TranscriptionHooks {
  /** A final utterance of the only channel, or of /both's tab (the interviewer). */
  onFinal?(utteranceId: string, text: string): void;
  /** Interim text of the same; `atPause` when it runs up to a pause in the speaker's voice. */
  onInterim?(utteranceId: string, text: string, atPause: boolean): void;
  /** Every transcript message of the only channel, once sent to the client. */
  onTranscript?(message: TranscriptMessage): void;
  /** The only channel's PCM. */
  onAudio?(pcm: Buffer): void;
  /** /both: a final utterance of the candidate (the microphone), echo of the tab removed. */
  onCandidateFinal?(utteranceId: string, text: string): void;
  /** /both: the microphone's PCM. */
  onCandidateAudio?(pcm: Buffer): void;
}

export interface TranscriptionPart {
  /** Opens the recognisers at once, so a missing engine is reported when the session starts. */
  start(): void;
  /** One binary frame; the problem with it (sent as bad_message), or undefined. */
  push(frame: Buffer): string | undefined;
  close(): void;
}

const BAD_CHANNEL_FRAME = 'On /both every audio frame starts with a channel byte (0 tab, 1 microphone) followed by whole 16-bit samples.';
const BAD_FRAME = 'Audio frames must be whole 16-bit samples and not empty.';

export function openTranscription(ctx: SessionContext, hooks: TranscriptionHooks): TranscriptionPart {
  const { deps, documents, conn } = ctx;
  const unsupported = languageUnsupportedNotice(ctx.language.interview, deps);
  const heard = followHeardLanguage(ctx, { watchMismatch: !unsupported });
  let told = false;
  /** Right after ready (the kind starts transcription then): both live interviews and practice say it. */
  const tellUnsupported = () => {
    if (!unsupported || told) return;
    told = true;
    writeLog('info', 'ws_language_unsupported', { conn, language: ctx.language.interview, transcription: deps.transcriptionName });
    ctx.send(unsupported);
  };
  if (ctx.source === 'both') {
    const both = new TwoChannelTranscription({
      factory: deps.createTranscriber,
      context: (channel) => ({ source: channel, ...documents, language: ctx.language.interview }),
      send: (m) => ctx.send(m),
      // Only the interviewer's words can hold a question to answer; the candidate's are context.
      onInterviewerFinal: (id, text) => hooks.onFinal?.(id, text),
      onInterviewerInterim: (id, text, atPause) => hooks.onInterim?.(id, text, atPause),
      onCandidateFinal: (id, text) => hooks.onCandidateFinal?.(id, text),
      onCandidateAudio: (pcm) => hooks.onCandidateAudio?.(pcm),
      onFinalEvent: (event) => heard(event),
      now: deps.now,
      conn,
    });
    return { start: () => (tellUnsupported(), both.start()), push: (frame) => (both.push(frame) ? undefined : BAD_CHANNEL_FRAME), close: () => both.close() };
  }
  const source = ctx.source;
  const one = new SessionTranscription({
    factory: deps.createTranscriber,
    context: () => ({ source, ...documents, language: ctx.language.interview }),
    send: (m) => {
      ctx.send(m);
      if (m.type === 'transcript') hooks.onTranscript?.(m);
    },
    onFinal: (id, text) => hooks.onFinal?.(id, text),
    onInterim: (id, text, atPause) => hooks.onInterim?.(id, text, atPause),
    onFinalEvent: (event) => heard(event),
    conn,
  });
  return {
    start: () => {
      tellUnsupported();
      one.start();
    },
    push(frame) {
      if (checkAudioFrame(frame.length) !== 'ok') return BAD_FRAME;
      one.push(frame);
      hooks.onAudio?.(frame);
      return undefined;
    },
    close: () => one.close(),
  };
}
