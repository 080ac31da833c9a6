// Builds the transcriber factory and the answer engine that config.ts chose from the
// environment. Keyterms (Deepgram) and the vocabulary prompt (OpenAI-compatible) come from the
// session's resume and job description at the time its transcriber opens.
import type { WsServerConfig } from './config';
import type { AnswerEngine } from './llm/answer-engine';
import { createOfflineEngine } from './llm/offline/offline-engine';
import type { TranscriberFactory } from './session/ports';
import { createDeepgramTranscriber } from './stt/deepgram/deepgram-transcriber';
import { extractKeyterms } from './stt/keyterms';
import { createOpenAiTranscriber } from './stt/openai/openai-transcriber';
import { createPocketsphinxTranscriber } from './stt/pocketsphinx/pocketsphinx-transcriber';

export interface Engines {
  createTranscriber: TranscriberFactory;
  transcriptionName: WsServerConfig['stt']['provider'];
  answerEngine: AnswerEngine;
  /** For history and logs: "offline" or "provider:model". */
  answerEngineName: string;
}

export async function createEngines(config: WsServerConfig): Promise<Engines> {
  return { ...transcription(config.stt), ...(await answers(config.answers)) };
}

function transcription(stt: WsServerConfig['stt']): Pick<Engines, 'createTranscriber' | 'transcriptionName'> {
  switch (stt.provider) {
    case 'deepgram':
      return {
        transcriptionName: 'deepgram',
        createTranscriber: (listener, ctx) =>
          createDeepgramTranscriber(listener, {
            apiKey: stt.apiKey,
            url: stt.url,
            model: stt.model,
            endpointingMs: stt.endpointingMs,
            utteranceEndMs: stt.utteranceEndMs,
            keyterms: extractKeyterms(ctx.resume, ctx.jobDescription),
          }),
      };
    case 'openai':
      return {
        transcriptionName: 'openai',
        createTranscriber: (listener, ctx) =>
          createOpenAiTranscriber(listener, {
            baseUrl: stt.baseUrl,
            apiKey: stt.apiKey,
            model: stt.model,
            stream: stt.stream,
            prompt: extractKeyterms(ctx.resume, ctx.jobDescription).slice(0, 40).join(', ') || undefined,
          }),
      };
    default:
      return {
        transcriptionName: 'offline',
        createTranscriber: (listener) => createPocketsphinxTranscriber(listener, { binary: stt.binary, modelDir: stt.modelDir, interimEveryMs: stt.interimEveryMs }),
      };
  }
}

// The AI SDK providers are loaded only when configured: the offline default starts without them.
async function answers(a: WsServerConfig['answers']): Promise<Pick<Engines, 'answerEngine' | 'answerEngineName'>> {
  switch (a.provider) {
    case 'anthropic': {
      const { createAnthropicEngine } = await import('./llm/anthropic-engine');
      return { answerEngine: createAnthropicEngine(a), answerEngineName: `anthropic:${a.model}` };
    }
    case 'openai-compatible': {
      const { createOpenAiCompatibleEngine } = await import('./llm/openai-compatible-engine');
      return { answerEngine: createOpenAiCompatibleEngine(a), answerEngineName: `openai-compatible:${a.model}` };
    }
    default:
      return { answerEngine: createOfflineEngine(), answerEngineName: 'offline' };
  }
}
