// Offline transcription with Moonshine: VAD-cut utterances read whole by the model, their text
// at a pause recognised at once (so an early answer can start), and interim text from reading
// the utterance so far while it lasts.
import { createSegmentedTranscriber, type SegmentedOptions, type UtteranceRecognizer } from '../segmented-transcriber';
import type { Transcriber, TranscriberListener } from '../transcriber';

export interface MoonshineTranscriberOptions extends SegmentedOptions {
  /** The server's one recogniser (one loaded model for every session), or its session's view. */
  recognizer: UtteranceRecognizer;
  /** Silence inside an utterance after which its text so far is recognised. */
  pauseMs: number;
  /** The streaming noise reducer ahead of the model (the speech detector reads the signal as it came). */
  noiseReduction?: boolean;
}

export function createMoonshineTranscriber(listener: TranscriberListener, { recognizer, pauseMs, noiseReduction, ...options }: MoonshineTranscriberOptions): Transcriber {
  return createSegmentedTranscriber(recognizer, listener, { interimEveryMs: 1500, recognizeAtPauses: { afterMs: pauseMs, finalAhead: true }, noiseReduction, ...options });
}
