import { CitedAnswer } from '@/components/interview/cited-answer';
import { formatScore } from '@/lib/feedback/format-score';
import { RUBRIC_PARTS } from '@/lib/feedback/rubric-weights';
import { ASKED_BY, NOT_CAPTURED, figuresLine } from '@/lib/history/debrief-labels';
import type { DebriefTurn } from '@/lib/history/debrief-types';
import { storyFromTurn } from '@/lib/prep/story-from-turn';
import { SaveAsStoryButton } from '@/components/prep/save-as-story-button';
import { ScreenThumbnail } from './screen-thumbnail';

const PART_LABEL = { structure: 'Structure', relevance: 'Relevance', specificity: 'Specificity', delivery: 'Delivery' } as const;

/** One question of the debrief: the score and its parts, the figures, the candidate's words, the suggested answer. */
// The question and the candidate's words carry the session's language and their own direction:
// an Arabic answer reads right to left, and lang lets the browser pick the right CJK glyphs.
export function DebriefTurnCard({ turn, index, language }: { turn: DebriefTurn; index: number; language?: string | null }) {
  const lang = language ?? undefined;
  const score = turn.feedback;
  const headingId = `debrief-q${index + 1}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="debrief-turn">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <ScreenThumbnail src={turn.screenThumbnail} />
          <div>
            <h3 id={headingId} className="text-base font-semibold text-ink sm:text-lg">
              <span className="text-slate-500">Q{index + 1}.</span>{' '}
              <span dir="auto" lang={lang}>
                {turn.question || '(no question text)'}
              </span>
            </h3>
            {turn.askedBy && (
              <p className="mt-0.5 text-sm text-slate-600" data-testid="debrief-asked-by">
                {ASKED_BY} <bdi>{turn.askedBy}</bdi>
              </p>
            )}
          </div>
        </div>
        {score && (
          <p className="shrink-0 self-start rounded-full bg-brand-50 px-3 py-1 text-lg font-bold text-brand-700" data-testid="debrief-score">
            <span className="sr-only">Score </span>
            {formatScore(score.score)}
          </p>
        )}
      </div>

      {score && (
        <div className="mt-4 space-y-3">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            {RUBRIC_PARTS.map((part) => (
              <div key={part}>
                <dt className="text-xs font-medium text-slate-600">
                  {PART_LABEL[part]} <span className="text-slate-500">({Math.round(score.weights[part] * 100)}%)</span>
                </dt>
                <dd className="mt-1 flex items-center gap-2 text-sm font-semibold text-ink">
                  <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                    <span className="block h-full rounded-full bg-brand-600" style={{ width: `${score.parts[part] * 10}%` }} />
                  </span>
                  {formatScore(score.parts[part])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-600">{figuresLine(score)}</p>
          {score.notes.length > 0 && (
            <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
              {score.notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <section className="mt-4" aria-label={`Your words, question ${index + 1}`}>
        <h4 className="text-sm font-semibold text-ink">Your words</h4>
        {turn.candidateAnswer.trim() ? (
          <blockquote dir="auto" lang={lang} className="mt-1 border-l-4 border-slate-300 pl-3 text-[15px] leading-relaxed whitespace-pre-wrap text-slate-800">{turn.candidateAnswer}</blockquote>
        ) : (
          <p className="mt-1 text-sm text-slate-600 italic">{NOT_CAPTURED}</p>
        )}
      </section>

      {score?.written_feedback && (
        <section className="mt-4">
          <h4 className="text-sm font-semibold text-ink">Feedback</h4>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{score.written_feedback}</p>
        </section>
      )}
      {score?.stronger_answer && (
        <section className="mt-4">
          <h4 className="text-sm font-semibold text-ink">A stronger answer</h4>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{score.stronger_answer}</p>
        </section>
      )}
      {turn.suggestedAnswer.trim() && (
        <section className="mt-4">
          <h4 className="text-sm font-semibold text-ink">Suggested answer</h4>
          <CitedAnswer text={turn.suggestedAnswer} done sources={turn.sources} className="mt-1" headingLevel={5} />
        </section>
      )}
      {(turn.candidateAnswer.trim() || turn.suggestedAnswer.trim()) && (
        <div className="mt-4">
          <SaveAsStoryButton draft={storyFromTurn(turn, language)} describedBy={headingId} />
        </div>
      )}
    </article>
  );
}
