// Any OpenAI-compatible chat endpoint: OpenAI, Groq, OpenRouter, Ollama, vLLM, llama.cpp.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AnswerEngine } from './answer-engine';
import { createAiSdkEngine, type AiSdkEngineOptions } from './ai-sdk-engine';

export interface OpenAiCompatibleEngineOptions extends Omit<AiSdkEngineOptions, 'provider'> {
  /** Includes the version path, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export function createOpenAiCompatibleEngine(options: OpenAiCompatibleEngineOptions): AnswerEngine {
  const provider = createOpenAICompatible({ name: 'answers', baseURL: options.baseUrl, apiKey: options.apiKey });
  return createAiSdkEngine(provider.chatModel(options.model), { ...options, provider: `OpenAI-compatible (${new URL(options.baseUrl).host}, LLM_BASE_URL / LLM_API_KEY / LLM_MODEL)` });
}
