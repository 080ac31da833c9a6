// Every number that decides "is someone speaking" lives here, so tuning is one edit.
// Levels are RMS over one analysis window, in dB relative to full scale (dBFS).

export interface VadThresholds {
  /** Analysis window; decisions are made at this resolution. */
  windowMs: number;
  /** Nothing quieter than this is speech, however quiet the room (browser hiss sits near -70). */
  minSpeechDbfs: number;
  /** A window must be this far above the noise floor to count towards the start of speech. */
  onsetMarginDb: number;
  /** Once speaking, a window this far above the floor still counts as voiced (hysteresis). */
  releaseMarginDb: number;
  /** Voiced time needed before speech starts: rejects clicks and door slams. */
  onsetMs: number;
  /** Unvoiced time before speech ends: bridges the pauses between words and clauses. */
  hangoverMs: number;
  /**
   * The noise floor is the quietest window over this span. Speech always dips between words
   * within it; steady noise (a fan, line hum) becomes the floor and stops counting as speech.
   */
  floorWindowMs: number;
  /** The floor never goes below this, so digital silence (-Infinity) stays comparable. */
  floorMinDbfs: number;
}

export const DEFAULT_VAD_THRESHOLDS: VadThresholds = {
  windowMs: 20,
  minSpeechDbfs: -50,
  onsetMarginDb: 12,
  releaseMarginDb: 6,
  onsetMs: 60,
  hangoverMs: 700,
  floorWindowMs: 3000,
  floorMinDbfs: -90,
};

export interface SegmenterLimits {
  /** Audio kept from before the detected start, so soft first consonants are not clipped. */
  preRollMs: number;
  /** An utterance longer than this is cut, so a monologue still yields transcripts. */
  maxUtteranceMs: number;
}

export const DEFAULT_SEGMENTER_LIMITS: SegmenterLimits = {
  preRollMs: 300,
  maxUtteranceMs: 30_000,
};
