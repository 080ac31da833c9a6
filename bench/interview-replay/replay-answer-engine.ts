// The benchmark's model: a fixed time to the first token (0 ms by default, so the figures are
// the pipeline's own), then a few chunks over about two seconds, like a short streamed answer.
// It keeps every request, so the report can check what a follow-up was asked with.
import type { AnswerEngine, AnswerRequest } from '../../ws-server/llm/answer-engine';

export interface RecordedRequest {
  question: string;
  context?: string;
  history: { question: string; answer: string }[];
}

export function replayAnswerEngine(firstTokenMs: number, chunks = 8, chunkMs = 250): AnswerEngine & { requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || signal.aborted) return resolve();
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  return {
    source: 'ai',
    requests,
    async *stream(request: AnswerRequest, signal: AbortSignal) {
      requests.push({ question: request.question, context: request.context, history: [...request.history] });
      await wait(firstTokenMs, signal);
      for (let i = 0; i < chunks && !signal.aborted; i++) {
        if (i > 0) await wait(chunkMs, signal);
        if (signal.aborted) return;
        yield `Point ${i + 1} of the answer. `;
      }
    },
  };
}
