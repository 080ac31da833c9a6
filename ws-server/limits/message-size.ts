// Message size limits below ws's own maxPayload: a binary frame larger than a second of audio
// or a JSON message larger than a resume could need closes the socket with 4413. Anything over
// the transport's maxPayload never reaches us: ws closes that with 1009 before buffering it.

export interface MessageSizeLimits {
  maxFrameBytes: number;
  maxTextBytes: number;
}

/** The transport cap handed to ws (the larger limit plus headroom). */
export function transportMaxPayload(limits: MessageSizeLimits): number {
  return Math.max(limits.maxFrameBytes, limits.maxTextBytes) * 2;
}

export function isOversized(bytes: number, isBinary: boolean, limits: MessageSizeLimits): boolean {
  return bytes > (isBinary ? limits.maxFrameBytes : limits.maxTextBytes);
}
