// The embedded default transcriber: VAD-cut utterances recognised by pocketsphinx, with
// interim text from re-recognising the utterance so far while it lasts.
import { createSegmentedTranscriber, type SegmentedOptions } from '../segmented-transcriber';
import type { Transcriber, TranscriberListener } from '../transcriber';
import { createPocketsphinxRecognizer, type PocketsphinxOptions } from './pocketsphinx-recognizer';

export interface PocketsphinxTranscriberOptions extends PocketsphinxOptions, SegmentedOptions {}

/** Throws a fatal TranscriberError naming the Debian packages when pocketsphinx is missing. */
export function createPocketsphinxTranscriber(listener: TranscriberListener, options: PocketsphinxTranscriberOptions = {}): Transcriber {
  const recognizer = createPocketsphinxRecognizer(options);
  // Each interim pass re-decodes the whole utterance so far: every 1.5 s keeps the CPU cost
  // near twice that of the finals alone (decoding runs at about 0.2 x real time here).
  return createSegmentedTranscriber(recognizer, listener, { interimEveryMs: 1500, ...options });
}
