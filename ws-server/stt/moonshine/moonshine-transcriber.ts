// Offline transcription with Moonshine: VAD-cut utterances read whole by the model, their text
// at a pause recognised at once (so an early answer can start), and interim text from reading
// the utterance so far while it lasts.
import { createSegmentedTranscriber } from '../segmented-transcriber';
import type { SegmentedOptions } from '../segmented-options';
import type { UtteranceRecognizer } from '../utterance-recognizer';
import type { Transcriber, TranscriberListener } from '../transcriber';
import { PROBABLY_NOT_ENGLISH_BELOW } from './token-confidence';

/**
 * Each final hears the previous utterance as its context when that ended at most 2 s before and
 * lasted at most 8 s: Moonshine reads a phrase cut at a pause far better as the continuation it
 * is ("migration of the billing data" against "Billing Day" alone), and 8 s bounds what the encoder
 * reads again for it (about as much CPU as the utterance itself takes). A previous reading Moonshine
 * was unsure of (under the confidence below which speech is probably not English) is not used: forced
 * as a prefix, it would lend the next reading a confidence it does not have.
 */
const CONTEXT_FROM_PREVIOUS = { gapMs: 2000, maxMs: 8000, minConfidence: PROBABLY_NOT_ENGLISH_BELOW };

/**
 * The reading at a pause starts once the silence is this long, though it is announced only at
 * `pauseMs`: Moonshine re-reads the whole utterance (100 to 400 ms of one core), and begun at the
 * silence's onset that time is mostly spent inside the pause rather than after it. Shorter than
 * three 20 ms detector windows, every gap between two words would start a reading.
 */
const READ_AHEAD_MS = 60;

export interface MoonshineTranscriberOptions extends SegmentedOptions {
  /** The server's one recogniser (one loaded model for every session), or its session's view. */
  recognizer: UtteranceRecognizer;
  /** Silence inside an utterance after which its text so far is recognised. */
  pauseMs: number;
  /** Silence that ends an utterance whose reading at a pause sounds unfinished (undefined: the usual hangover). */
  holdUnfinishedMs?: number;
  /** The streaming noise reducer ahead of the model (the speech detector reads the signal as it came). */
  noiseReduction?: boolean;
}

export function createMoonshineTranscriber(listener: TranscriberListener, { recognizer, pauseMs, holdUnfinishedMs, noiseReduction, ...options }: MoonshineTranscriberOptions): Transcriber {
  return createSegmentedTranscriber(recognizer, listener, { interimEveryMs: 1500, recognizeAtPauses: { afterMs: pauseMs, readAheadMs: READ_AHEAD_MS, finalAhead: true, holdUnfinishedMs }, contextFromPrevious: CONTEXT_FROM_PREVIOUS, noiseReduction, ...options });
}
