// A "Solve screen" press as an answer job: asked by hand (it cuts off the answer in progress,
// as Space does) and counted against the session's answers per minute before any OCR runs.
import type { ScreenImage } from '../llm/answer-engine';
import type { AnswerJob } from '../session/parts/answer-job';
import { SCREEN_QUESTION_PREFIX } from './read-screen-job';

export function screenAnswerJob(id: string, frames: ScreenImage[], questionAt: number, thumbnail?: string): AnswerJob {
  const screen = thumbnail === undefined ? { frames } : { frames, thumbnail };
  return { id, question: SCREEN_QUESTION_PREFIX, kind: 'technical', trigger: 'manual', questionAt, questionDate: new Date(), screen };
}
