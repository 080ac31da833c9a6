// Picks the answer engine the configuration names; offline talking points when none is set.
import type { AnswerConfig } from '../config';
import type { AnswerEngine } from './answer-engine';
import { createAnthropicEngine } from './anthropic-engine';
import { createOfflineEngine } from './offline/offline-engine';
import { createOpenAiCompatibleEngine } from './openai-compatible-engine';

export function createAnswerEngine(config: AnswerConfig): AnswerEngine {
  switch (config.provider) {
    case 'openai-compatible':
      return createOpenAiCompatibleEngine(config);
    case 'anthropic':
      return createAnthropicEngine(config);
    case 'offline':
      return createOfflineEngine();
  }
}
