// Where the text of an answer card came from, in the words the card and the pop-out show: a
// candidate must never take talking points for a model's answer, nor wonder why a card changed.
import type { AnswerPost } from './interview-state';

export interface AnswerOrigin {
  label: string;
  tone: 'offline' | 'model';
}

function talkingPoints(answer: Pick<AnswerPost, 'screen' | 'sources'>): string {
  if (answer.screen) return 'Talking points from your screen and common problem patterns';
  return answer.sources?.some((s) => s.kind === 'story') ? 'Talking points from your stories, resume and job description' : 'Talking points from your resume and job description';
}

/** The label an answer carries, or null for a model's answer shown as it came. */
export function answerOrigin(answer: Pick<AnswerPost, 'source' | 'screen' | 'sources' | 'fallback' | 'replacedOffline'>): AnswerOrigin | null {
  if (answer.source === 'offline' && answer.fallback) return { label: `Offline answer while the model is slow: ${talkingPoints(answer).toLowerCase()}`, tone: 'offline' };
  if (answer.source === 'offline') return { label: `${talkingPoints(answer)} (no AI model configured)`, tone: 'offline' };
  if (answer.replacedOffline) return { label: "The model's answer, in place of the offline one", tone: 'model' };
  return null;
}
