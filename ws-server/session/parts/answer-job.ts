// A question to answer, as the answer runner takes it: asked by hand (Space, Solve screen) or
// detected in auto mode, with what the answer needs to know about where it came from.
import type { Interviewer } from '../../../lib/protocol';
import type { ScreenImage } from '../../llm/answer-engine';
import type { QuestionKind } from '../../questions/question-kind';

export interface AnswerJob {
  id: string;
  question: string;
  kind: QuestionKind;
  context?: string;
  trigger: 'manual' | 'auto';
  /** A manual question asked from a paired phone (Answer now), not by the socket's own client. */
  askedFrom?: 'second_screen';
  /** Monotonic ms when the question ended (the final transcript, or the trigger message). */
  questionAt: number;
  questionDate: Date;
  /** Parts of one multi-part question share a group. */
  group?: { id: string; part: number; parts: number };
  /**
   * "Solve screen": the frames to read (the text read becomes the question), and the client's
   * thumbnail of the first, which goes with the turn to the history (kept there only if the user allows).
   */
  screen?: { frames: ScreenImage[]; thumbnail?: string };
  /** A question answered again after a socket's end cut its answer off: how many times so far (1 the first). */
  again?: number;
  /** Which interviewer of a panel asked it, when the recogniser tells voices apart. */
  asker?: Interviewer;
  /** An auto follow-up: the id of the earlier question it follows up. */
  followsUp?: string;
}

/**
 * What the parts that ask questions may do with the answer runner: start an answer, restart one
 * whose question grew, cut one off that the final transcript did not bear out.
 */
export interface AnswerQueue {
  submit(job: AnswerJob): void;
  replace(job: AnswerJob): void;
  cancel(questionId: string): void;
}
