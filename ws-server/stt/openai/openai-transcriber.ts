// Transcriber over any OpenAI-compatible /audio/transcriptions server, fed VAD-cut WAVs.
import { createSegmentedTranscriber } from '../segmented-transcriber';
import type { SegmentedOptions } from '../segmented-options';
import type { Transcriber, TranscriberListener } from '../transcriber';
import { createOpenAiTranscriptionRecognizer, type OpenAiTranscriptionOptions } from './openai-transcription-recognizer';

export interface OpenAiTranscriberOptions extends OpenAiTranscriptionOptions, SegmentedOptions {}

export function createOpenAiTranscriber(listener: TranscriberListener, options: OpenAiTranscriberOptions): Transcriber {
  // No periodic re-recognition by default: each pass is a paid request. Interim text
  // comes from servers that stream (options.stream).
  return createSegmentedTranscriber(createOpenAiTranscriptionRecognizer(options), listener, { interimEveryMs: 0, ...options });
}
