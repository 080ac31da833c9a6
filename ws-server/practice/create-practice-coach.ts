// The practice coach for the configured language model, or none offline. It uses the same
// provider, key and model as live answers (LLM_* / ANTHROPIC_*): practice needs no settings
// of its own. Providers load only when configured, as for answers.
import type { AnswerConfig } from '../config';
import type { PracticeCoach } from './practice-coach';

export async function createPracticeCoach(config: AnswerConfig): Promise<PracticeCoach | undefined> {
  if (config.provider === 'offline') return undefined;
  const { createAiSdkPracticeCoach } = await import('./ai-sdk-practice-coach');
  const common = { timeoutMs: Math.min(config.timeoutMs, 30_000), contextTokenBudget: config.contextTokenBudget };
  if (config.provider === 'anthropic') {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    const provider = createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl });
    return createAiSdkPracticeCoach(provider.languageModel(config.model), { name: `anthropic:${config.model}`, ...common });
  }
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const provider = createOpenAICompatible({ name: 'practice', baseURL: config.baseUrl, apiKey: config.apiKey });
  return createAiSdkPracticeCoach(provider.chatModel(config.model), { name: `openai-compatible:${config.model}`, ...common });
}
