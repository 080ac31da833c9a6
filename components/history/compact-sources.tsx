import type { AnswerSource } from '@/lib/evidence/answer-source';
import { listAnswerSources } from '@/lib/evidence/listed-sources';

/**
 * An answer's sources in one short paragraph under it in the history list: number and label
 * ("[2] Resume, line 12"), the cited ones first and marked, so each [n] in the answer points to
 * something; the passages themselves are on the debrief. Nothing for an answer given none.
 */
export function CompactSources({ answer, sources }: { answer: string; sources: readonly AnswerSource[] | undefined }) {
  const listed = listAnswerSources(answer, sources);
  if (!listed) return null;
  return (
    <p className="mt-2 text-xs leading-relaxed text-slate-600" data-testid="history-sources">
      <span className="font-semibold">{listed.heading}:</span>{' '}
      {listed.entries.map(({ source, cited }, i) => (
        <span key={source.n} data-testid="history-source">
          {i > 0 && <span aria-hidden="true"> · </span>}
          <span className="font-semibold text-brand-700">[{source.n}]</span>
          {/* The number never ends a line apart from its label. */}
          {'\u00a0'}
          <span className="break-words text-slate-700">{source.label}</span>
          {cited && (
            <>
              {' '}
              <span className="rounded-full bg-brand-50 px-1.5 font-medium text-brand-700">cited</span>
            </>
          )}
        </span>
      ))}
    </p>
  );
}
