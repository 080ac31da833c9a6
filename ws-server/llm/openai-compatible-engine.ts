// Any OpenAI-compatible chat endpoint: OpenAI, Groq, OpenRouter, Ollama, vLLM, llama.cpp.
// Interview answers stream over our own reader of the chat completions stream (one per token
// of every live answer, where the server's CPU goes: openai-chat/stream-chat-completion.ts);
// screen questions, which send screenshots to a vision model, go through the AI SDK.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AnswerEngine, AnswerRequest, AnswerStreamHooks } from './answer-engine';
import { createAiSdkEngine, type AiSdkEngineOptions } from './ai-sdk-engine';
import { keepAliveAgents, streamChatCompletion } from './openai-chat/stream-chat-completion';
import { buildAnswerPrompt } from './prompt';
import { toAnswerError } from './to-answer-error';

export interface OpenAiCompatibleEngineOptions extends Omit<AiSdkEngineOptions, 'provider' | 'visionModel'> {
  /** Answers screen questions from the screenshots (LLM_VISION_MODEL), on the same endpoint. */
  visionModel?: string;
  /** Includes the version path, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Characters one server-sent event may hold, and one answer (LLM_STREAM_MAX_EVENT_CHARS, LLM_STREAM_MAX_ANSWER_CHARS). */
  maxEventChars?: number;
  maxAnswerChars?: number;
}

/** As the settings' defaults: a 64 KiB event, three times the longest answer asked for. */
const STREAM_BOUNDS = { maxEventChars: 64 * 1024, maxAnswerChars: 24_000 };

export function createOpenAiCompatibleEngine(options: OpenAiCompatibleEngineOptions): AnswerEngine {
  const providerName = `OpenAI-compatible (${new URL(options.baseUrl).host}, LLM_BASE_URL / LLM_API_KEY / LLM_MODEL / LLM_VISION_MODEL)`;
  const provider = createOpenAICompatible({ name: 'answers', baseURL: options.baseUrl, apiKey: options.apiKey });
  const screenEngine = createAiSdkEngine(provider.chatModel(options.model), {
    ...options,
    visionModel: options.visionModel ? provider.chatModel(options.visionModel) : undefined,
    provider: providerName,
  });
  const agents = keepAliveAgents();
  return {
    source: 'ai',
    async *stream(request: AnswerRequest, signal: AbortSignal, hooks?: AnswerStreamHooks) {
      if (request.screen) return yield* screenEngine.stream(request, signal, hooks);
      const { instructions, prompt } = buildAnswerPrompt(request, options);
      try {
        yield* streamChatCompletion({
          baseUrl: options.baseUrl,
          apiKey: options.apiKey,
          model: options.model,
          messages: [
            { role: 'system', content: instructions },
            { role: 'user', content: prompt },
          ],
          maxTokens: options.maxOutputTokens ?? 800,
          timeoutMs: options.timeoutMs ?? 60_000,
          signal,
          agents,
          maxEventChars: options.maxEventChars ?? STREAM_BOUNDS.maxEventChars,
          maxAnswerChars: options.maxAnswerChars ?? STREAM_BOUNDS.maxAnswerChars,
          onRetry: hooks?.onRetry,
        });
      } catch (error) {
        if (signal.aborted) return;
        throw toAnswerError(error, providerName);
      }
    },
  };
}
