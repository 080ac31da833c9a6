// Answers from a language model through the Vercel AI SDK: the prompt of ./prompt.ts,
// text deltas passed on as they arrive, provider failures mapped to AnswerError.
import { streamText, type LanguageModel } from 'ai';
import { AnswerError, SCREEN_UNREADABLE, type AnswerEngine, type AnswerRequest, type AnswerStreamHooks } from './answer-engine';
import { retryBeforeText } from './answer-retry';
import { buildAnswerPrompt, type PromptOptions } from './prompt';
import { buildScreenPrompt } from './screen-prompt';
import { toAnswerError } from './to-answer-error';

export interface AiSdkEngineOptions extends PromptOptions {
  /** Names the provider in operator-facing error details, and the variables to check. */
  provider: string;
  timeoutMs?: number;
  maxOutputTokens?: number;
  /** Reads screenshots: screen questions send it their frames. Without one they send the OCR text to `model`. */
  visionModel?: LanguageModel;
}

/** A screen question's answer holds a whole solution in code: room for it. */
const SCREEN_OUTPUT_TOKENS = 2_000;

export function createAiSdkEngine(model: LanguageModel, options: AiSdkEngineOptions): AnswerEngine {
  return {
    source: 'ai',
    async *stream(request: AnswerRequest, signal: AbortSignal, hooks?: AnswerStreamHooks) {
      const vision = request.screen && options.visionModel;
      // Without images, a screen with no readable text leaves the model nothing to solve.
      if (request.screen && !vision && !request.screen.text) throw new AnswerError('screen_unreadable', SCREEN_UNREADABLE);
      const input = request.screen ? buildScreenPrompt(request, Boolean(vision)) : buildAnswerPrompt(request, options);
      const attempt = async function* () {
        const result = streamText({
          model: vision || model,
          ...input,
          abortSignal: signal,
          timeout: options.timeoutMs ?? 60_000,
          maxOutputTokens: request.screen ? Math.max(SCREEN_OUTPUT_TOKENS, options.maxOutputTokens ?? 0) : (options.maxOutputTokens ?? 800),
          // The one retry is retryBeforeText's, which says at once that the first attempt failed.
          maxRetries: 0,
          onError: () => undefined, // failures surface through fullStream below, not the console
        });
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text) yield part.text;
          else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') return;
        }
      };
      try {
        yield* retryBeforeText(attempt, signal, hooks?.onRetry);
      } catch (error) {
        if (signal.aborted) return;
        throw toAnswerError(error, options.provider);
      }
    },
  };
}
