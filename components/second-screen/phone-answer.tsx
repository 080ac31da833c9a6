'use client';
import { AnswerOriginBadge } from '@/components/interview/answer-origin-badge';
import { CitedAnswer } from '@/components/interview/cited-answer';
import type { PhoneAnswer as Answer } from '@/lib/second-screen/phone-reducer';
import { PHONE_TEXT } from '@/lib/second-screen/phone-text';

/**
 * One answer as the laptop's card shows it: where its text came from, the text with its
 * citations and claims marked, its sources under it. `zoom` scales it to the chosen text size
 * (the answer's own sizes are fixed in pixels), and the text reflows to the phone's width.
 */
export function PhoneAnswer({ answer, zoom, headingLevel = 3 }: { answer: Answer; zoom: number; headingLevel?: 3 | 4 }) {
  return (
    <article aria-busy={!answer.done} style={{ zoom }} data-testid="phone-answer">
      <p className="mb-1">
        <AnswerOriginBadge answer={answer} />
      </p>
      <CitedAnswer text={answer.text} done={answer.done} sources={answer.sources} citations={answer.citations} unsupported={answer.unsupported} story={answer.story} headingLevel={headingLevel} newTab />
      {!answer.done && <span aria-hidden="true" className="inline-block h-3 w-1.5 animate-pulse bg-slate-400 align-middle" />}
      {answer.interrupted && <p className="mt-1 text-xs font-medium text-slate-600">{PHONE_TEXT.interrupted}</p>}
    </article>
  );
}
