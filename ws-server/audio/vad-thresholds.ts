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
  /**
   * The second way speech starts: quiet speech in a noisy room (slow, soft, a voice with a cold)
   * rises only 8 to 10 dB above a fan's hum and never reaches the onset margin. Sustained, it
   * still starts speech: when this share of the windows over `softOnsetMs` stand this far
   * above the floor. Steady noise flickers only a few dB about its floor, and a click or a
   * door slam is over long before the span is (real-speech benchmark: whole sentences of two
   * home recordings were lost under the onset margin).
   */
  softOnsetMarginDb: number;
  softOnsetMs: number;
  softOnsetShare: number;
  /**
   * A voice that starts quietly ("and I'm saying…" under a cold, after a sentence) is often heard
   * only once it grows louder, a second later; the words before are above the floor, yet too few
   * of them for either onset. When speech starts, it is dated back over the windows just before
   * that stood `softOnsetMarginDb` above the floor, as long as no run of quieter windows between
   * them lasts over `leadInGapMs` (the gap between two words), and at most `leadInMs` back. Steady
   * noise stays under that margin, so in a quiet room or under a fan nothing moves (real-speech
   * benchmark: "and I'm saying" was lost between two utterances of a home recording).
   */
  leadInMs: number;
  leadInGapMs: number;
  /**
   * The quietest window that counts as such a lead-in word, below `minSpeechDbfs`: a whisper in a
   * quiet room ("there's going to be no voiced speech…", 25 dB above its floor at -55 dBFS) never
   * starts speech on its own, yet its words lead up to the louder ones. Still well above the hiss
   * of a browser's capture (near -70), which the floor's margin keeps out besides.
   */
  leadInMinDbfs: number;
  /**
   * A lead-in moves the start only when it holds at least this much of such windows: a word, not
   * a breath or the aspiration before a loud "How", which the pre-roll covers anyway (and Moonshine
   * tiny reads a sentence differently for every few tens of milliseconds of silence ahead of it).
   */
  leadInMinVoicedMs: number;
  /** Unvoiced time before speech ends: bridges the pauses between words and clauses. */
  hangoverMs: number;
  /**
   * The noise floor is taken from the windows over this span. Speech always dips between words
   * within it; steady noise (a fan, line hum) becomes the floor and stops counting as speech.
   */
  floorWindowMs: number;
  /**
   * Which of those windows sets the floor: this share of them is quieter. Not the quietest one:
   * steady noise flickers a few dB about its level from window to window, and a floor at its
   * deepest dip let the flicker count as voice, so at 10 dB SNR an utterance ran on for
   * seconds after its speech (replay benchmark: 0 gave up to 3 s from the end of a question to
   * its answer, 0.1 under 0.9 s; 0.2 let weak syllables fall under the floor).
   */
  floorQuantile: number;
  /**
   * The floor rises at most this far above the quietest window: in dense speech the quieter
   * windows are speech, not noise, and must not become the floor (a soft "How" that starts a
   * sentence 450 ms after the last one was lost without this).
   */
  floorMaxAboveQuietestDb: number;
  /** The floor never goes below this, so digital silence (-Infinity) stays comparable. */
  floorMinDbfs: number;
}

export const DEFAULT_VAD_THRESHOLDS: VadThresholds = {
  windowMs: 20,
  minSpeechDbfs: -50,
  onsetMarginDb: 12,
  releaseMarginDb: 6,
  onsetMs: 60,
  softOnsetMarginDb: 7,
  softOnsetMs: 300,
  softOnsetShare: 0.6,
  leadInMs: 1200,
  leadInGapMs: 200,
  leadInMinDbfs: -60,
  leadInMinVoicedMs: 100,
  hangoverMs: 700,
  floorWindowMs: 3000,
  floorQuantile: 0.1,
  floorMaxAboveQuietestDb: 6,
  floorMinDbfs: -90,
};

export interface SegmenterLimits {
  /** Audio kept from before the detected start, so soft first consonants are not clipped. */
  preRollMs: number;
  /** An utterance longer than this is cut, so a monologue still yields transcripts. */
  maxUtteranceMs: number;
  /**
   * A stream's first utterance, when the speech detector confirms it this soon after the stream
   * starts and the stream's first frame was as loud as speech, takes the audio from the very start:
   * a tab shared while the interviewer is talking starts mid-sentence, the detector has no floor
   * yet to hear it against, and the first words (real-speech benchmark: "hey josh could have")
   * came before the pre-roll. Not longer: a second of silence ahead of the words makes Moonshine
   * return nothing.
   */
  streamStartMs: number;
}

export const DEFAULT_SEGMENTER_LIMITS: SegmenterLimits = {
  preRollMs: 300,
  maxUtteranceMs: 30_000,
  streamStartMs: 1000,
};
