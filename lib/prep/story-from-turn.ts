// "Save as story" on a debrief turn: which of the turn's answers the draft starts from. A
// suggested answer already laid out in STAR lines is a story as it stands; otherwise the
// candidate's own words come first (a story is in their words), and the suggested answer only
// when nothing of theirs was captured.
import type { DebriefTurn } from '../history/debrief-types';
import { markdownToPlainText } from '../history/markdown-to-plain-text';
import { hasStarLines, storyFromAnswer, type StoryDraft } from './story-from-answer';

export function storyFromTurn(turn: Pick<DebriefTurn, 'question' | 'suggestedAnswer' | 'candidateAnswer'>, language?: string | null): StoryDraft {
  // Citation marks ("[2]") point at sources the story form has no place for.
  const suggested = turn.suggestedAnswer.trim() ? markdownToPlainText(turn.suggestedAnswer).replace(/ ?\[\d{1,2}\](?!\()/g, '') : '';
  const own = turn.candidateAnswer.trim();
  const answer = hasStarLines(suggested) || !own ? suggested : own;
  return storyFromAnswer({ question: turn.question, answer, language: language ?? undefined });
}
