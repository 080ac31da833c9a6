'use client';
import { answerOrigin } from '@/lib/interview/answer-origin';

const TONES = { offline: 'bg-amber-100 text-amber-900', model: 'bg-brand-50 text-brand-700' } as const;

/** Says where an answer's text came from (offline talking points, or the model's late answer), on the card, in the pop-out and on the second screen alike. */
export function AnswerOriginBadge({ answer }: { answer: Parameters<typeof answerOrigin>[0] }) {
  const origin = answerOrigin(answer);
  if (!origin) return null;
  return (
    <span data-testid="answer-origin" className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${TONES[origin.tone]}`}>
      {origin.label}
    </span>
  );
}
