// The embedded default transcriber: VAD-cut utterances recognised by pocketsphinx, with
// interim text from re-recognising the utterance so far while it lasts. Recognitions run in
// a RecognitionPool shared by every session of the server, so the number of processes is
// bounded however many people talk at once.
import { availableParallelism } from 'node:os';
import { createSegmentedTranscriber } from '../segmented-transcriber';
import type { SegmentedOptions } from '../segmented-options';
import { TranscriberError, type Transcriber, type TranscriberListener } from '../transcriber';
import { createPocketsphinxRecognizer, type PocketsphinxOptions } from './pocketsphinx-recognizer';
import { createRecognitionPool, type RecognitionPool } from './recognition-pool';

export interface PocketsphinxTranscriberOptions extends PocketsphinxOptions, SegmentedOptions {
  /** The server's shared pool; without one this transcriber gets its own, one recognition per core. */
  pool?: RecognitionPool;
  /** Reduce steady background noise before the speech detector and the recogniser (opt-in: it can cost clean speech words). */
  noiseReduction?: boolean;
}

const OFFLINE_TRANSCRIPTION_BUSY = 'Transcription is busy: text may arrive late, and some speech may be missed.';

/** Throws a fatal TranscriberError naming the Debian packages when pocketsphinx is missing. */
export function createPocketsphinxTranscriber(listener: TranscriberListener, options: PocketsphinxTranscriberOptions = {}): Transcriber {
  const pool = options.pool ?? createPocketsphinxPool(options, availableParallelism());
  const recognizer = pool.forSession({
    onBusy: () => listener.onError(new TranscriberError('stt_rate_limited', OFFLINE_TRANSCRIPTION_BUSY, 'offline recogniser pool saturated')),
  });
  // Each interim pass re-decodes the whole utterance so far: every 1.5 s keeps the CPU cost
  // near twice that of the finals alone (decoding runs at about 0.2 x real time here).
  return createSegmentedTranscriber(recognizer, listener, { interimEveryMs: 1500, partialsAtPauses: true, detectOn: 'reduced', ...options });
}

/** Throws a fatal TranscriberError naming the Debian packages when pocketsphinx is missing. */
export function createPocketsphinxPool(options: PocketsphinxOptions, maxConcurrency: number): RecognitionPool {
  return createRecognitionPool(createPocketsphinxRecognizer(options), { maxConcurrency });
}
