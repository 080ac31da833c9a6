'use client';
import type { AnswerPost } from '@/lib/interview/interview-state';
import { AnswerOriginBadge } from './answer-origin-badge';
import { CitedAnswer } from './cited-answer';
import { answerAnchor, postAnchor } from './question-list';

export function formatLatency(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** One answer, linked to the question it answers, streamed in as it arrives. */
export function AnswerCard({ answer, firstPostId }: { answer: AnswerPost; firstPostId?: string }) {
  return (
    <article id={answerAnchor(answer.id)} aria-busy={!answer.done} data-testid="answer" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <p className={`text-sm font-semibold text-ink ${answer.screen ? 'line-clamp-2' : ''}`}>
          {answer.screen && <span className="mr-1.5 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">Screen</span>}
          {firstPostId ? (
            <a href={`#${postAnchor(firstPostId)}`} className="hover:underline">
              <span className="sr-only">Question: </span>
              {answer.question || 'Question'}
            </a>
          ) : (
            answer.question || 'Question'
          )}
        </p>
        <AnswerOriginBadge answer={answer} />
      </header>
      <CitedAnswer text={answer.text} done={answer.done} sources={answer.sources} citations={answer.citations} unsupported={answer.unsupported} story={answer.story} newTab />
      {!answer.done && (
        <p className="mt-2 text-xs text-slate-500" aria-hidden="true">
          <span className="inline-block h-3 w-1.5 animate-pulse bg-slate-400 align-middle" />
        </p>
      )}
      {(answer.latencyMs !== null || answer.interrupted) && answer.done && (
        <p className="mt-2 text-xs text-slate-500">
          {answer.latencyMs !== null && <span title="Time from the end of the question to the first words of the answer">First words after {formatLatency(answer.latencyMs)}</span>}
          {answer.interrupted && <span> · cut off when the connection dropped</span>}
        </p>
      )}
    </article>
  );
}
