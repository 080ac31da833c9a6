// Matching a prep sheet's questions to the candidate's stories. Apart from the sheet's builder
// so the page can match questions a model writes in the browser without shipping the question
// banks and articles there.
import type { QuestionKind } from '../feedback/answer-score';
import type { StoryForAnswer } from './prep-types';
import { rankStories } from './rank-stories';

export type PrepSheetQuestion = {
  id: string;
  text: string;
  kind: QuestionKind;
  /** The best story that fits the question; null: "no story yet". */
  story: StoryForAnswer | null;
};

/** Each question with the best story that fits it, or none. */
export function questionsWithStories(questions: readonly Omit<PrepSheetQuestion, 'story'>[], stories: readonly StoryForAnswer[], jobDescription: string): PrepSheetQuestion[] {
  return questions.map(({ id, text, kind }) => ({ id, text, kind, story: storyFor(stories, text, jobDescription) }));
}

function storyFor(stories: readonly StoryForAnswer[], question: string, jobDescription: string): StoryForAnswer | null {
  // The best story that fits, not merely the best: rankStories may rank first one that shares
  // only the job description's words with the question.
  const best = rankStories(stories, { question, jobDescription }, { limit: 3 }).find((r) => r.fits);
  return best ? storyForAnswer(best.story) : null;
}

/** Only what the sheet shows of a story (a full Story also carries its links and dates). */
export function storyForAnswer({ id, title, situation, task, action, result, tags, figures }: StoryForAnswer): StoryForAnswer {
  return { id, title, situation, task, action, result, tags, figures };
}
