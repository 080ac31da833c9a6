'use client';
import type { AnswerPost } from '@/lib/interview/interview-state';
import { medianLatency } from '@/lib/interview/median-latency';
import { formatLatency } from './answer-card';

/** The footer's figure: how long this session's answers took, typically, to show their first words. */
export function SessionLatency({ answers }: { answers: AnswerPost[] }) {
  const median = medianLatency(answers.filter((a) => a.done).map((a) => a.latencyMs));
  if (median === null) return null;
  return (
    <p data-testid="median-latency" className="text-xs text-slate-500" title="Median time from the end of a question to the first words of its answer, this session">
      Median first words: {formatLatency(median)}
    </p>
  );
}
