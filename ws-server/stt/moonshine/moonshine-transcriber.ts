// Offline transcription with Moonshine: VAD-cut utterances read whole by the model, their text
// at a pause recognised at once (so an early answer can start), and interim text from reading
// the utterance so far while it lasts.
import { withNoiseReduction } from '../noise-reduced-transcriber';
import { createSegmentedTranscriber, type SegmentedOptions, type UtteranceRecognizer } from '../segmented-transcriber';
import type { Transcriber, TranscriberListener } from '../transcriber';

export interface MoonshineTranscriberOptions extends SegmentedOptions {
  /** The server's one recogniser (one loaded model for every session), or its session's view. */
  recognizer: UtteranceRecognizer;
  /** Silence inside an utterance after which its text so far is recognised. */
  pauseMs: number;
  /** The streaming noise reducer ahead of the speech detector and the model. */
  noiseReduction?: boolean;
}

export function createMoonshineTranscriber(listener: TranscriberListener, { recognizer, pauseMs, noiseReduction, ...options }: MoonshineTranscriberOptions): Transcriber {
  const transcriber = createSegmentedTranscriber(recognizer, listener, { interimEveryMs: 1500, recognizeAtPauses: { afterMs: pauseMs }, ...options });
  return noiseReduction === true ? withNoiseReduction(transcriber) : transcriber;
}
