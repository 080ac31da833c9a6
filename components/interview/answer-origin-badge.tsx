'use client';
import { answerOrigin } from '@/lib/interview/answer-origin';
import type { AnswerPost } from '@/lib/interview/interview-state';

const TONES = { offline: 'bg-amber-100 text-amber-900', model: 'bg-brand-50 text-brand-700' } as const;

/** Says where an answer's text came from (offline talking points, or the model's late answer), on the card and in the pop-out alike. */
export function AnswerOriginBadge({ answer }: { answer: AnswerPost }) {
  const origin = answerOrigin(answer);
  if (!origin) return null;
  return (
    <span data-testid="answer-origin" className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${TONES[origin.tone]}`}>
      {origin.label}
    </span>
  );
}
