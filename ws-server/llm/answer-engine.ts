// The one interface every answer engine presents to a session: a question in, text
// deltas out as they are produced, stoppable at any moment through the AbortSignal.
import type { QuestionKind } from '../questions/question-kind';

export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

export interface AnswerRequest {
  question: string;
  /** What the interviewer said just before the question, if anything. */
  context?: string;
  kind?: QuestionKind;
  resume: string;
  jobDescription: string;
  /** This session's earlier questions and answers, oldest first. */
  history: QuestionAndAnswer[];
}

export interface AnswerEngine {
  /** 'ai' for a language model; 'offline' for talking points that must never be shown as AI output. */
  readonly source: 'ai' | 'offline';
  /** Yields text deltas (Markdown). Ends quietly when `signal` aborts; throws AnswerError on failure. */
  stream(request: AnswerRequest, signal: AbortSignal): AsyncIterable<string>;
}

export type AnswerErrorCode = 'answer_failed' | 'answer_rate_limited' | 'answer_unavailable';

export class AnswerError extends Error {
  constructor(
    readonly code: AnswerErrorCode,
    message: string,
    /** For operators: provider, status, variable to fix. Never the prompt or the answer. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'AnswerError';
  }
}

export const ANSWER_FAILED = 'The answer could not be generated. Press Space to try again.';
export const ANSWER_RATE_LIMITED = 'The answer service is busy (rate limited). Try again in a moment.';
export const ANSWER_UNAVAILABLE = 'The answer service is unavailable right now.';
