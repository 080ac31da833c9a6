/**
 * What the pop-out window shows, picked from the interview state the main screen renders:
 * the latest question and the newest answer, and on a panel who asked each. Pure, and a subset
 * of the main screen by construction (it only selects, never adds).
 */
import { currentQuestion } from './interview-reducer';
import type { AnswerPost, InterviewState, SpeakerRef } from './interview-state';
import { speakerLabel } from './speaker-names';

export interface PopOutContent {
  /** What the interviewer asked last: the words Space would send now, else the last asked question. */
  question: string | null;
  /** True when `question` is still waiting for Space (not yet asked). */
  pending: boolean;
  /** Who of a panel asked `question` ("Priya (EM)"), when the server tells voices apart. */
  asker: string | null;
  /** The newest answer, streaming or done. */
  answer: AnswerPost | null;
  /** The newest answer's question, when it differs from `question`. */
  answerQuestion: string | null;
  /** Who asked the newest answer's question, when `answerQuestion` is shown. */
  answerAsker: string | null;
}

export function popOutContent(state: InterviewState): PopOutContent {
  const now = currentQuestion(state);
  const lastAsked = state.questions.at(-1);
  const asked = lastAsked?.text.trim() || null;
  const question = now || asked;
  const answer = state.answers.at(-1) ?? null;
  const answeredText = answer?.question.trim() || null;
  const answerQuestion = answeredText && answeredText !== question ? answeredText : null;
  const label = (ref: SpeakerRef | undefined) => (ref ? speakerLabel(state, ref) : null);
  // Not yet asked: whoever said the newest words; asked: whoever the server says asked it.
  const saying = state.posts.filter((p) => !p.questionId && p.speaker !== 'candidate').at(-1);
  const answeredQuestion = answer ? state.questions.find((q) => q.id === answer.questionId) : undefined;
  return {
    question,
    pending: now !== '',
    asker: label(now ? saying?.interviewer : lastAsked?.interviewer),
    answer,
    answerQuestion,
    answerAsker: answerQuestion ? label(answeredQuestion?.interviewer) : null,
  };
}
