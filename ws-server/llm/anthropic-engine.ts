// Anthropic's Messages API.
import { createAnthropic } from '@ai-sdk/anthropic';
import type { AnswerEngine } from './answer-engine';
import { createAiSdkEngine, type AiSdkEngineOptions } from './ai-sdk-engine';

export interface AnthropicEngineOptions extends Omit<AiSdkEngineOptions, 'provider' | 'visionModel'> {
  apiKey: string;
  model: string;
  /** Answers screen questions from the screenshots (LLM_VISION_MODEL). */
  visionModel?: string;
  baseUrl?: string;
}

export function createAnthropicEngine(options: AnthropicEngineOptions): AnswerEngine {
  const provider = createAnthropic({ apiKey: options.apiKey, baseURL: options.baseUrl });
  return createAiSdkEngine(provider.languageModel(options.model), {
    ...options,
    visionModel: options.visionModel ? provider.languageModel(options.visionModel) : undefined,
    provider: 'Anthropic (ANTHROPIC_API_KEY / ANTHROPIC_MODEL / LLM_VISION_MODEL)',
  });
}
