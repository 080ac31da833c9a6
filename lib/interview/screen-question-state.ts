/**
 * "Solve screen" in the interview state: the question appears in the list at once, with its
 * thumbnails and "Reading the screen…", under the id the client sent; the server's
 * screen_text replaces that with the text it read (the question's text from then on), and an
 * error about it says it could not be read. Thumbnails live only in this state.
 */
import type { ScreenTextMessage } from '@/lib/protocol';
import { scopedId, type InterviewState } from './interview-state';

export const SCREEN_READING_TEXT = 'Reading the screen…';

/** The user pressed Solve screen: `id` is the screen_question's id on the wire. */
export function askScreen(state: InterviewState, id: string, thumbnails: string[], now: number): InterviewState {
  const questionId = `q${state.nextQuestion}`;
  const postId = `screen:${scopedId(state, id)}`;
  return {
    ...state,
    nextQuestion: state.nextQuestion + 1,
    posts: [...state.posts, { id: postId, text: SCREEN_READING_TEXT, final: true, questionId, screen: { thumbnails, status: 'reading' } }],
    questions: [...state.questions, { id: questionId, text: SCREEN_READING_TEXT, postIds: [postId], askedAt: now, origin: 'manual' }],
    questionIdByServer: { ...state.questionIdByServer, [scopedId(state, id)]: questionId },
  };
}

export function applyScreenText(state: InterviewState, message: ScreenTextMessage): InterviewState {
  const questionId = state.questionIdByServer[scopedId(state, message.question_id)];
  if (!questionId) return state;
  const text = message.text.trim() || 'No text could be read from the screen.';
  return {
    ...state,
    posts: state.posts.map((p) => (p.questionId === questionId && p.screen ? { ...p, text, screen: { ...p.screen, status: 'read' } } : p)),
    questions: state.questions.map((q) => (q.id === questionId ? { ...q, text } : q)),
    answers: state.answers.map((a) => (a.questionId === questionId ? { ...a, question: text } : a)),
  };
}

/** An error about a screen question still being read: say so on its post. */
export function failScreen(state: InterviewState, serverQuestionId: string, message: string): InterviewState {
  const questionId = state.questionIdByServer[scopedId(state, serverQuestionId)];
  if (!questionId) return state;
  const reading = state.posts.some((p) => p.questionId === questionId && p.screen?.status === 'reading');
  if (!reading) return state;
  return {
    ...state,
    posts: state.posts.map((p) => (p.questionId === questionId && p.screen ? { ...p, text: message, screen: { ...p.screen, status: 'failed' } } : p)),
  };
}

export const SCREEN_LOST_TEXT = 'The connection dropped before the screen was read. Press Solve screen again.';

/** A new connection (or none) will never answer screens sent on the old one. */
export function abandonScreens(state: InterviewState): InterviewState {
  if (!state.posts.some((p) => p.screen?.status === 'reading')) return state;
  return {
    ...state,
    posts: state.posts.map((p) => (p.screen?.status === 'reading' ? { ...p, text: SCREEN_LOST_TEXT, screen: { ...p.screen, status: 'failed' } } : p)),
  };
}
