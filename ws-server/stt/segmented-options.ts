// How the segmented transcriber runs for one engine: each engine's transcriber chooses what
// suits it (interim passes, hurried or recognised pauses, context from the previous utterance,
// noise reduction), measured per engine (docs/interview-engine.md).
import type { SpeechCheck } from '../audio/speech-check';
import type { SegmenterLimits, VadThresholds } from '../audio/vad-thresholds';

export interface SegmentedOptions {
  /** Re-recognise the utterance so far this often while it lasts, for interim text; 0 = never. */
  interimEveryMs?: number;
  vad?: Partial<VadThresholds>;
  limits?: Partial<SegmenterLimits>;
  /** The engine streams text only when its own VAD hears a pause (pocketsphinx): such interims are `atPause`. */
  partialsAtPauses?: boolean;
  /**
   * For engines that print at a pause only after hearing a long enough one in real time
   * (pocketsphinx): once our VAD has heard this much silence inside an utterance, that much
   * more silence (`padMs`) is written to the engine at once, so it prints without waiting.
   */
  hurryPauses?: { afterMs: number; padMs: number };
  /**
   * For engines that only read whole utterances (Moonshine): once our VAD has heard this much
   * silence inside an utterance, the audio so far is recognised at once and its text announced
   * as ending at a pause, as a streaming engine's would be (an early answer may start there).
   */
  recognizeAtPauses?: {
    afterMs: number;
    /**
     * Start that reading sooner, once the silence is this long, and announce it only when the
     * pause reaches `afterMs` (or when the reading is back, if later). The decode then runs during
     * the pause instead of after it, so an early answer starts that much sooner; a voice that comes
     * back before `afterMs` aborts it, and nothing was shown. Unset: the reading starts at `afterMs`.
     */
    readAheadMs?: number;
    /**
     * Also read the audio so far as the final would be read (Moonshine: with the beam), and if
     * the utterance then ends with no voice after this pause, that reading is its final: the
     * hangover's silence adds no words, and the final no longer waits for a decode after it.
     */
    finalAhead?: boolean;
    /**
     * When that reading sounds unfinished (a hesitation, a clause left open, no full stop: see
     * sounds-unfinished.ts), the utterance is kept open until this much silence instead of the
     * usual hangover, so a speaker who stops to think is not cut mid-phrase. Until the reading is
     * back the pause is held too: on a busy server the reading of a long utterance can take longer
     * than the hangover, and cutting the phrase whenever the engine is slow would make the rule
     * hold only on an idle one. A reading that ends a sentence ends it as usual, at once if the
     * hangover is already past; one the engine refused ends it as usual too. So a busy engine
     * delays a final by at most this hold, never more.
     */
    holdUnfinishedMs?: number;
  };
  /**
   * Give each final the previous utterance as context (RecognitionOptions.context) when it ended at
   * most `gapMs` before this one began, lasted at most `maxMs`, and was read with at least
   * `minConfidence`: a speaker who pauses mid-phrase is otherwise read as two fragments, and the
   * words either side of the cut are misheard.
   */
  contextFromPrevious?: { gapMs: number; maxMs: number; minConfidence?: number };
  /**
   * The streaming noise reducer ahead of the recogniser: under a fan's or an office's steady
   * noise the recognisers lose most words. In a quiet room it leaves the audio nearly alone (see
   * its gate), so the cost there is its 32 ms of delay.
   */
  noiseReduction?: boolean;
  /**
   * What the speech detector reads behind the reducer. 'input' (the default): the signal as it
   * came, whose pauses stand plainly above a steady noise; behind the reducer its leftover
   * "musical" noise kept 10 dB speech going for 30 s in one utterance (Moonshine, replay
   * benchmark). 'reduced': the cleaned signal, as pocketsphinx was measured with.
   */
  detectOn?: 'input' | 'reduced';
  /**
   * A second opinion on each utterance (Silero VAD, see speech-check.ts), fed the stream as it
   * comes: one in which it heard no speech (a knock, a chime, typing) shows no text and gets no
   * final: its own final decode is skipped (readings at its pauses, made before Silero could
   * judge, still run). Its timing stays the energy detector's.
   */
  speechCheck?: SpeechCheck;
  nextId?: () => string;
}
