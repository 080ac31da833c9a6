'use client';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import type { PractiseThese } from '@/lib/practice/practise-these';

/** "Practise these": the questions the round will ask, in order, then Start practice. */
export function GivenQuestionsSetup({ given, onStart, busy }: { given: PractiseThese; onStart: () => void; busy: boolean }) {
  const n = given.questions.length;
  return (
    <form
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="given-questions-heading"
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <h2 id="given-questions-heading" className="text-base font-semibold text-ink" data-testid="given-questions-heading">
        Practising {n} question{n === 1 ? '' : 's'} from {given.source}
      </h2>
      <ol className="list-decimal space-y-1.5 pl-5 text-[15px] text-slate-800" data-testid="given-questions">
        {given.questions.map((q) => (
          <li key={q} dir="auto">
            {q}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy}>
          {busy ? 'Starting…' : 'Start practice'}
        </Button>
        <Link href="/practice" className="text-sm font-medium text-brand-700 underline">
          Choose a round instead
        </Link>
      </div>
    </form>
  );
}
