'use client';
import type { PhoneAnswer as Answer } from '@/lib/second-screen/phone-reducer';
import { PHONE_TEXT } from '@/lib/second-screen/phone-text';
import { PhoneAnswer } from './phone-answer';

/** The session's earlier questions, newest first, each opening its answer. */
export function PreviousAnswers({ answers, zoom }: { answers: Answer[]; zoom: number }) {
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby="phone-previous" className="border-t border-slate-200 px-4 py-3">
      <h2 id="phone-previous" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {PHONE_TEXT.previous}
      </h2>
      <ul className="mt-2 space-y-2">
        {[...answers].reverse().map((a) => (
          <li key={a.id}>
            <details className="rounded-lg border border-slate-200 bg-slate-50">
              <summary className="min-h-11 cursor-pointer px-3 py-2 text-sm font-medium text-ink">{a.question || PHONE_TEXT.question}</summary>
              <div className="border-t border-slate-200 bg-white px-3 py-2">
                <PhoneAnswer answer={a} zoom={zoom} headingLevel={4} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
