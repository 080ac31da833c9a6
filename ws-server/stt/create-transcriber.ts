// Picks the transcription engine the configuration names. Throws a fatal TranscriberError
// (with the packages or variables to fix) when the engine cannot run at all.
import type { SttConfig } from '../config';
import { createDeepgramTranscriber } from './deepgram/deepgram-transcriber';
import { DEEPGRAM_KEYTERM_LIMITS, extractKeyterms } from './keyterms';
import { createOpenAiTranscriber } from './openai/openai-transcriber';
import { createPocketsphinxTranscriber } from './pocketsphinx/pocketsphinx-transcriber';
import type { Transcriber, TranscriberListener } from './transcriber';

export interface CandidateDocuments {
  resume: string;
  jobDescription: string;
}

export function createTranscriber(config: SttConfig, listener: TranscriberListener, documents: CandidateDocuments): Transcriber {
  switch (config.provider) {
    case 'deepgram':
      return createDeepgramTranscriber(listener, {
        apiKey: config.apiKey,
        url: config.url,
        model: config.model,
        endpointingMs: config.endpointingMs,
        utteranceEndMs: config.utteranceEndMs,
        keyterms: extractKeyterms(documents.resume, documents.jobDescription, DEEPGRAM_KEYTERM_LIMITS),
      });
    case 'openai':
      return createOpenAiTranscriber(listener, {
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        model: config.model,
        stream: config.stream,
        // Whisper-style prompts are short: the 30 best names are plenty.
        prompt: extractKeyterms(documents.resume, documents.jobDescription, { maxTerms: 30, maxTokens: 200 }).join(', ') || undefined,
      });
    case 'offline':
      return createPocketsphinxTranscriber(listener, { binary: config.binary, modelDir: config.modelDir, interimEveryMs: config.interimEveryMs });
  }
}
