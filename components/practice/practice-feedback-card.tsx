import { formatScore } from '@/lib/feedback/format-score';
import { feedbackLanguage } from '@/lib/feedback/rubric';
import { RUBRIC_PARTS } from '@/lib/feedback/rubric-weights';
import type { PracticeFeedback } from '@/lib/practice/practice-reducer';
import { storyFromAnswer } from '@/lib/prep/story-from-answer';
import { SaveAsStoryButton } from '@/components/prep/save-as-story-button';

const PART_LABELS = { structure: 'Structure', relevance: 'Relevance', specificity: 'Specificity', delivery: 'Delivery' } as const;

/** The rubric's verdict on one answer: the score out of 10, its parts and the delivery figures. */
export function PracticeFeedbackCard({ feedback }: { feedback: PracticeFeedback }) {
  const { score } = feedback;
  const f = score.figures;
  // Chinese and Japanese answers are counted in characters, as their pace is judged.
  const unit = feedbackLanguage(feedback.language).characterBased ? 'characters' : 'words';
  return (
    <section aria-label="Feedback on your answer" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="practice-feedback">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-base font-semibold text-ink">Feedback on your answer</h2>
        <p className="text-3xl font-bold text-brand-700" data-testid="practice-score">
          {formatScore(score.score)}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {RUBRIC_PARTS.map((part) => (
          <div key={part} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">
              {PART_LABELS[part]} <span className="text-slate-400">· {Math.round(score.weights[part] * 100)}%</span>
            </dt>
            <dd className="text-lg font-semibold text-ink">{formatScore(score.parts[part])}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        <span className="font-semibold text-ink">
          {f.wordsPerMinute} {unit} per minute
        </span>{' '}
        · {f.words} {unit} in {Math.round(f.seconds)} s · {f.fillerWords} filler word{f.fillerWords === 1 ? '' : 's'} ({f.fillersPerMinute} a minute)
      </p>
      {score.notes.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {score.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {feedback.writtenFeedback && <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-ink">{feedback.writtenFeedback}</p>}
      {feedback.strongerAnswer && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">A stronger version of your answer</summary>
          <p className="mt-2 whitespace-pre-line text-slate-700">{feedback.strongerAnswer}</p>
        </details>
      )}
      {feedback.transcript.trim() && (
        <div className="mt-4">
          <SaveAsStoryButton draft={() => storyFromAnswer({ question: feedback.question, answer: feedback.transcript, language: feedback.language })} />
        </div>
      )}
    </section>
  );
}
