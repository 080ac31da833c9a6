// Answers from a language model through the Vercel AI SDK: the prompt of ./prompt.ts,
// text deltas passed on as they arrive, provider failures mapped to AnswerError.
import { streamText, type LanguageModel } from 'ai';
import { AnswerError, ANSWER_FAILED, ANSWER_RATE_LIMITED, ANSWER_UNAVAILABLE, type AnswerEngine, type AnswerRequest } from './answer-engine';
import { buildAnswerPrompt, type PromptOptions } from './prompt';

export interface AiSdkEngineOptions extends PromptOptions {
  /** Names the provider in operator-facing error details, and the variables to check. */
  provider: string;
  timeoutMs?: number;
  maxOutputTokens?: number;
}

export function createAiSdkEngine(model: LanguageModel, options: AiSdkEngineOptions): AnswerEngine {
  return {
    source: 'ai',
    async *stream(request: AnswerRequest, signal: AbortSignal) {
      const { instructions, prompt } = buildAnswerPrompt(request, options);
      const result = streamText({
        model,
        instructions,
        prompt,
        abortSignal: signal,
        timeout: options.timeoutMs ?? 60_000,
        maxOutputTokens: options.maxOutputTokens ?? 800,
        maxRetries: 1,
        onError: () => undefined, // failures surface through fullStream below, not the console
      });
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text) yield part.text;
          else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') return;
        }
      } catch (error) {
        if (signal.aborted) return;
        throw toAnswerError(error, options.provider);
      }
    },
  };
}

function toAnswerError(error: unknown, provider: string): AnswerError {
  if (error instanceof AnswerError) return error;
  const status = findStatus(error);
  const detail = `${provider}: ${status ? `HTTP ${status}` : error instanceof Error ? error.name : 'error'}`;
  if (status === 429) return new AnswerError('answer_rate_limited', ANSWER_RATE_LIMITED, detail);
  if (status === 401 || status === 403 || status === 404) return new AnswerError('answer_unavailable', ANSWER_UNAVAILABLE, `${detail} (check the key, base URL and model)`);
  return new AnswerError('answer_failed', ANSWER_FAILED, detail);
}

/** The HTTP status of an APICallError, also when wrapped in a RetryError. */
function findStatus(error: unknown): number | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const record = e as { statusCode?: unknown; lastError?: unknown; cause?: unknown };
    if (typeof record.statusCode === 'number') return record.statusCode;
    e = record.lastError ?? record.cause;
  }
  return undefined;
}
