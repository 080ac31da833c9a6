// Anthropic's Messages API.
import { createAnthropic } from '@ai-sdk/anthropic';
import type { AnswerEngine } from './answer-engine';
import { createAiSdkEngine, type AiSdkEngineOptions } from './ai-sdk-engine';

export interface AnthropicEngineOptions extends Omit<AiSdkEngineOptions, 'provider'> {
  apiKey: string;
  model: string;
  baseUrl?: string;
}

export function createAnthropicEngine(options: AnthropicEngineOptions): AnswerEngine {
  const provider = createAnthropic({ apiKey: options.apiKey, baseURL: options.baseUrl });
  return createAiSdkEngine(provider.languageModel(options.model), { ...options, provider: 'Anthropic (ANTHROPIC_API_KEY / ANTHROPIC_MODEL)' });
}
