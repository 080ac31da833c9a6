// The limits every incoming message passes before anything reads it: its size (a ready
// session's screen_question may be larger, and one too large for that is refused without
// ending the session), how many messages arrive per second (audio and text counted apart),
// how many screen questions arrive per minute (checked on the message's first bytes, before
// megabytes of JSON are parsed and decoded), and, once hello is in, that audio comes no faster
// than about real time.
import { isScreenQuestionHead, type ServerMessage } from '../../lib/protocol';
import { createAudioAllowance } from '../channels/channel-audio-allowance';
import { createFrameRateLimiter } from '../limits/frame-rate-limiter';
import { createSlidingWindowLimiter } from '../limits/sliding-window-limiter';
import { checkMessageSize, SCREEN_MESSAGE_TOO_LARGE } from '../screen/check-message-size';
import type { SocketSource } from '../upgrade';
import { CLOSE, ERRORS } from './close-codes';
import type { SessionError } from './session-context';
import type { SessionSettings } from './session-deps';

export type IncomingVerdict =
  | { ok: true }
  /** Refused and answered; the session goes on. */
  | { ok: false; reply: ServerMessage; event: string }
  /** Refused; the session ends with this code and error. */
  | { ok: false; close: number; error: SessionError; event: string };

export interface IncomingLimits {
  /** `helloIn`: a valid hello has arrived (audio counts from then); `ready`: the session is ready. */
  check(message: Buffer, isBinary: boolean, state: { helloIn: boolean; ready: boolean }): IncomingVerdict;
}

/** Enough bytes to see `{"type":"screen_question"` and, as the client writes it, the id after it. */
const HEAD_BYTES = 160;
const QUESTION_ID = /"id"\s*:\s*"([A-Za-z0-9_-]{1,40})"/;

/** The refusal names the question when its id is among the first bytes, so the client can mark it failed. */
function screenRateLimited(message: Buffer, perMinute: number): ServerMessage {
  const id = QUESTION_ID.exec(message.subarray(0, HEAD_BYTES).toString('utf8'))?.[1];
  const text = `Screen question limit reached: at most ${perMinute} a minute. Wait a moment before pressing Solve screen again.`;
  return { type: 'error', code: 'answer_rate_limited', message: text, ...(id ? { question_id: id } : {}) };
}

export function createIncomingLimits(settings: SessionSettings, source: SocketSource, now: () => number): IncomingLimits {
  const frames = createFrameRateLimiter(settings.maxFramesPerSecond, now);
  const texts = createFrameRateLimiter(settings.maxTextPerSecond, now);
  const audio = createAudioAllowance(source, { burstSeconds: settings.audioBurstSeconds, now });
  const screens = createSlidingWindowLimiter(settings.maxScreenQuestionsPerMinute, 60_000, now);
  return {
    check(message, isBinary, state) {
      const size = checkMessageSize(message, isBinary, settings, state.ready);
      if (size === 'screen_too_large') return { ok: false, reply: { type: 'error', code: 'screen_too_large', message: SCREEN_MESSAGE_TOO_LARGE }, event: 'ws_screen_too_large' };
      if (size === 'too_large') return { ok: false, close: CLOSE.tooLarge, error: ERRORS.tooLarge, event: 'ws_message_too_large' };
      if (!(isBinary ? frames : texts).take()) return { ok: false, close: CLOSE.tooFast, error: ERRORS.tooFast, event: 'ws_too_fast' };
      if (isBinary && state.helloIn && !audio.take(message)) return { ok: false, close: CLOSE.tooFast, error: ERRORS.audioTooFast, event: 'ws_audio_too_fast' };
      if (!isBinary && state.ready && isScreenQuestionHead(message.subarray(0, HEAD_BYTES).toString('utf8'))) {
        if (!screens.allows(0)) return { ok: false, reply: screenRateLimited(message, settings.maxScreenQuestionsPerMinute), event: 'ws_screen_rate_limited' };
        screens.record();
      }
      return { ok: true };
    },
  };
}
