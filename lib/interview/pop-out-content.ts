/**
 * What the pop-out window shows, picked from the interview state the main screen renders:
 * the latest question and the newest answer. Pure, and a subset of the main screen by
 * construction (it only selects, never adds).
 */
import { currentQuestion } from './interview-reducer';
import type { AnswerPost, InterviewState } from './interview-state';

export interface PopOutContent {
  /** What the interviewer asked last: the words Space would send now, else the last asked question. */
  question: string | null;
  /** True when `question` is still waiting for Space (not yet asked). */
  pending: boolean;
  /** The newest answer, streaming or done. */
  answer: AnswerPost | null;
  /** The newest answer's question, when it differs from `question`. */
  answerQuestion: string | null;
}

export function popOutContent(state: InterviewState): PopOutContent {
  const now = currentQuestion(state);
  const asked = state.questions.at(-1)?.text.trim() || null;
  const question = now || asked;
  const answer = state.answers.at(-1) ?? null;
  const answeredText = answer?.question.trim() || null;
  return {
    question,
    pending: now !== '',
    answer,
    answerQuestion: answeredText && answeredText !== question ? answeredText : null,
  };
}
