// Matching a prep sheet's questions to the candidate's stories. Apart from the sheet's builder
// so the page can match questions a model writes in the browser without shipping the question
// banks and articles there.
import type { QuestionKind } from '../feedback/answer-score';
import type { StoryForAnswer } from './prep-types';
import { StoryIndex } from './story-index';

export type PrepSheetQuestion = {
  id: string;
  text: string;
  kind: QuestionKind;
  /** The best story that fits the question; null: "no story yet". */
  story: StoryForAnswer | null;
};

/** Each question with the best story that fits it, or none. */
export function questionsWithStories(questions: readonly Omit<PrepSheetQuestion, 'story'>[], stories: readonly StoryForAnswer[], jobDescription: string): PrepSheetQuestion[] {
  // One index for the whole sheet: the stories and the job description are the same for every question.
  const index = new StoryIndex(stories, jobDescription);
  return questions.map(({ id, text, kind }) => ({ id, text, kind, story: storyFor(index, text) }));
}

function storyFor(index: StoryIndex, question: string): StoryForAnswer | null {
  // The best story that fits, not merely the best: the index may rank first one that shares
  // only the job description's words with the question.
  const best = index.rank({ question }, { limit: 3 }).find((r) => r.fits);
  return best ? storyForAnswer(best.story) : null;
}

/** Only what the sheet shows of a story (a full Story also carries its links and dates). */
export function storyForAnswer({ id, title, situation, task, action, result, tags, figures }: StoryForAnswer): StoryForAnswer {
  return { id, title, situation, task, action, result, tags, figures };
}
