/**
 * A two-hour interview with both sides transcribed produces thousands of utterances: the
 * screen keeps the newest of each list (enough to scroll back through the last hour or so)
 * and forgets the oldest, so the tab's memory stays flat. The current question (posts not yet
 * asked) and answers still streaming are never dropped.
 */
import type { InterviewState } from './interview-state';

export const LIST_LIMITS = { posts: 600, questions: 300, answers: 150 };

export function boundInterviewLists(state: InterviewState, limits = LIST_LIMITS): InterviewState {
  if (state.posts.length <= limits.posts && state.questions.length <= limits.questions && state.answers.length <= limits.answers) return state;
  const posts = dropOldest(state.posts, limits.posts, (p) => Boolean(p.questionId) || p.speaker === 'candidate');
  const answers = dropOldest(state.answers, limits.answers, (a) => a.done);
  const questions = dropOldest(state.questions, limits.questions, (q) => !state.pendingManual.includes(q.id));
  const kept = new Set(questions.map((q) => q.id));
  const questionIdByServer = questions.length === state.questions.length ? state.questionIdByServer : Object.fromEntries(Object.entries(state.questionIdByServer).filter(([, local]) => kept.has(local)));
  return { ...state, posts, answers, questions, questionIdByServer };
}

/** Removes the oldest droppable items until at most `max` remain (or none can go). */
function dropOldest<T>(items: T[], max: number, droppable: (item: T) => boolean): T[] {
  let excess = items.length - max;
  if (excess <= 0) return items;
  return items.filter((item) => {
    if (excess > 0 && droppable(item)) {
      excess--;
      return false;
    }
    return true;
  });
}
