// Size verdict for one incoming message. Everything keeps its limit (maxFrameBytes for audio,
// maxTextBytes for JSON, over which the socket closes with 4413) except a screen_question on
// a ready session, which may carry frames up to maxScreenMessageBytes; past that it is refused
// with screen_too_large and the session lives on, since the candidate only needs to capture
// fewer frames.
import { isScreenQuestionHead, LIMITS } from '../../lib/protocol';
import { isOversized, type MessageSizeLimits } from '../limits/message-size';

export type MessageSizeVerdict = 'ok' | 'too_large' | 'screen_too_large';

/** Enough bytes to see `{"type":"screen_question"` with some whitespace around it. */
const HEAD_BYTES = 64;

export function checkMessageSize(message: Buffer, isBinary: boolean, limits: MessageSizeLimits, ready: boolean): MessageSizeVerdict {
  if (!isOversized(message.length, isBinary, limits)) return 'ok';
  if (isBinary || !ready || !isScreenQuestionHead(message.subarray(0, HEAD_BYTES).toString('utf8'))) return 'too_large';
  return message.length <= LIMITS.maxScreenMessageBytes ? 'ok' : 'screen_too_large';
}

export const SCREEN_MESSAGE_TOO_LARGE = `The screenshots are too large to send (at most ${LIMITS.maxScreenMessageBytes / (1024 * 1024)} MiB together). Capture fewer screens and press Solve screen again.`;
