// What a client of the interview socket must respect. Larger input closes the socket with
// 4413; these numbers are part of the wire contract, so both ends read them from here.

export const PROTOCOL_VERSION = 1;

export const LIMITS = {
  /** A text message (the resume is the largest). */
  maxTextBytes: 256 * 1024,
  /** One binary audio message: 1 s of 16 kHz s16le; clients send 100 ms (3,200 bytes). */
  maxAudioFrameBytes: 32_000,
  maxDocumentChars: 100_000,
  maxQuestionChars: 2_000,
  helloTimeoutMs: 5_000,
  /** Frames in one screen_question ("Add screen" collects up to this many, then "Solve screen"). */
  maxScreenFrames: 4,
  /** One screen frame: JPEG bytes (before base64), and its longest side in pixels. */
  maxScreenFrameBytes: 512 * 1024,
  maxScreenFrameSide: 1_600,
  /**
   * A screen_question, the one text message allowed past maxTextBytes: four full frames in
   * base64 plus the JSON around them. A larger one is refused with screen_too_large.
   */
  maxScreenMessageBytes: 3 * 1024 * 1024,
  /** Text read from one screen question that is kept (question list, prompt, history). */
  maxScreenTextChars: 6_000,
  /**
   * A screen_question's optional thumbnail: a JPEG data URL, its long side at most
   * maxScreenThumbnailSide px. The history keeps it when the user has turned that on, and the
   * database refuses a longer one.
   */
  maxScreenThumbnailChars: 40_000,
  maxScreenThumbnailSide: 240,
  /** Voices of a panel a session labels ("Interviewer 1" …); a voice heard after these has no label. */
  maxInterviewers: 12,
  /** A name the candidate gives an interviewer ("Priya (EM)"). */
  maxInterviewerNameChars: 40,
};

/** Characters of base64 that encode `bytes` bytes (with padding). */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/**
 * A text message over maxTextBytes is read only if it is a screen_question, whose JSON must
 * start with `{"type":"screen_question"`: the check looks at the first bytes, never parses.
 */
export function isScreenQuestionHead(head: string): boolean {
  return /^\s*\{\s*"type"\s*:\s*"screen_question"/.test(head);
}

/** A binary message is audio: whole 16-bit samples, not empty, not over the limit. */
export function checkAudioFrame(bytes: number): 'ok' | 'too_large' | 'malformed' {
  if (bytes > LIMITS.maxAudioFrameBytes) return 'too_large';
  return bytes === 0 || bytes % 2 !== 0 ? 'malformed' : 'ok';
}
