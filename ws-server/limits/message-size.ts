// Message size limits below ws's own maxPayload: a binary frame larger than a second of audio
// or a JSON message larger than a resume could need closes the socket with 4413. Anything over
// the transport's maxPayload never reaches us: ws closes that with 1009 before buffering it.
import { LIMITS } from '../../lib/protocol';

export interface MessageSizeLimits {
  maxFrameBytes: number;
  maxTextBytes: number;
}

/**
 * The transport cap handed to ws (the larger limit plus headroom). A screen_question may be
 * larger than any other message (LIMITS.maxScreenMessageBytes): the cap leaves room above it,
 * so a slightly oversized one is answered with screen_too_large rather than cut off with 1009.
 */
export function transportMaxPayload(limits: MessageSizeLimits): number {
  return Math.max(Math.max(limits.maxFrameBytes, limits.maxTextBytes) * 2, Math.ceil(LIMITS.maxScreenMessageBytes * 1.25));
}

export function isOversized(bytes: number, isBinary: boolean, limits: MessageSizeLimits): boolean {
  return bytes > (isBinary ? limits.maxFrameBytes : limits.maxTextBytes);
}
