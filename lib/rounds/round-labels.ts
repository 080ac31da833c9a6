// The words of what each round recorded, shared by the debrief page, its Markdown and its PDF,
// the prep sheet and the interview's Start so they say the same thing. English, as the interface is.
import type { DebriefRoundStory } from './debrief-rounds';

export const ROUNDS_HEADING = 'What you told them';
export const TOLD_BEFORE_HEADING = 'Already told';
export const FIGURE_CHANGED = 'Figure changed';
export const FIRST_TELLING = 'Not told in an earlier round';

/** "Round 2 · Backend engineer at Acme". */
export function roundLine(round: number, application?: string | null): string {
  return application ? `Round ${round} · ${application}` : `Round ${round}`;
}

/** How the story was told in the round. */
export function howTold(story: Pick<DebriefRoundStory, 'said' | 'shown'>): string {
  if (story.said && story.shown) return 'In your own words and in an answer shown';
  return story.said ? 'In your own words' : 'In an answer shown';
}

/** The Start panel's heading: "Already told to Acme". */
export function toldToHeading(company: string | null | undefined): string {
  const name = company?.trim();
  return name ? `${TOLD_BEFORE_HEADING} to ${name}` : `${TOLD_BEFORE_HEADING} for this application`;
}
