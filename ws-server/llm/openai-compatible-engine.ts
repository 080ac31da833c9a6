// Any OpenAI-compatible chat endpoint: OpenAI, Groq, OpenRouter, Ollama, vLLM, llama.cpp.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AnswerEngine } from './answer-engine';
import { createAiSdkEngine, type AiSdkEngineOptions } from './ai-sdk-engine';

export interface OpenAiCompatibleEngineOptions extends Omit<AiSdkEngineOptions, 'provider' | 'visionModel'> {
  /** Answers screen questions from the screenshots (LLM_VISION_MODEL), on the same endpoint. */
  visionModel?: string;
  /** Includes the version path, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export function createOpenAiCompatibleEngine(options: OpenAiCompatibleEngineOptions): AnswerEngine {
  const provider = createOpenAICompatible({ name: 'answers', baseURL: options.baseUrl, apiKey: options.apiKey });
  return createAiSdkEngine(provider.chatModel(options.model), {
    ...options,
    visionModel: options.visionModel ? provider.chatModel(options.visionModel) : undefined,
    provider: `OpenAI-compatible (${new URL(options.baseUrl).host}, LLM_BASE_URL / LLM_API_KEY / LLM_MODEL / LLM_VISION_MODEL)`,
  });
}
