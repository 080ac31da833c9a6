// The answer engine used when no language model is configured: labelled talking points
// built from the candidate's own documents, streamed line by line like any other answer.
import { classifyQuestion } from '../../questions/question-kind';
import type { AnswerEngine, AnswerRequest } from '../answer-engine';
import { selectPassages } from './select-passages';
import { talkingPoints } from './talking-points';

export function createOfflineEngine(): AnswerEngine {
  return {
    source: 'offline',
    async *stream(request: AnswerRequest, signal: AbortSignal) {
      const question = [request.context, request.question].filter(Boolean).join(' ');
      const kind = request.kind ?? classifyQuestion(request.question);
      const lines = talkingPoints(kind, selectPassages(question, request.resume, request.jobDescription));
      for (const [i, line] of lines.entries()) {
        if (signal.aborted) return;
        yield i === lines.length - 1 ? line : `${line}\n`;
        await new Promise((resolve) => setImmediate(resolve)); // let the socket send each line
      }
    },
  };
}
