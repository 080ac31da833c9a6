'use client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useUser } from '@/components/app-shell/user-provider';
import { findLanguage } from '@/lib/language/languages';
import { answerSoFar, latestFeedback } from '@/lib/practice/practice-reducer';
import type { PractiseThese } from '@/lib/practice/practise-these';
import { GivenQuestionsSetup } from './given-questions-setup';
import { PracticeFeedbackCard } from './practice-feedback-card';
import { PracticeSetup } from './practice-setup';
import { usePracticeSession } from './use-practice-session';

const formatMinutes = (m: number) => (Number.isInteger(m) ? String(m) : m.toFixed(1));

/** Practice with an AI interviewer: pick a round, answer out loud, get a score on every answer. */
// `given`: "Practise these" (a debrief's or a prep sheet's questions) replaces the round choice.
export function PracticeScreen({ dailyMinutes, given = null, givenMissing = false }: { dailyMinutes: number; given?: PractiseThese | null; givenMissing?: boolean }) {
  const { user } = useUser();
  const { state, start, nextQuestion, endPractice, dismissNotice } = usePracticeSession(user?.email ?? null);
  const running = state.phase === 'connecting' || state.phase === 'answering' || state.phase === 'scoring';
  const feedback = latestFeedback(state);
  const words = answerSoFar(state);
  const question = state.question;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-ink">Practice interview</h1>
        <p className="text-sm text-slate-700">
          An AI interviewer asks questions tailored to your job description and resume; answer out loud and get a score out of 10 on every answer, then a debrief.
        </p>
        <p className="text-sm font-medium text-emerald-800" data-testid="practice-cap">
          Practice is free: up to {formatMinutes(dailyMinutes)} minutes a day, and it never uses your interview minutes.
          {state.usedMinutes !== null && state.limitMinutes !== null && ` Today: ${formatMinutes(state.usedMinutes)} of ${formatMinutes(state.limitMinutes)} minutes used.`}
        </p>
        <p className="text-sm text-amber-800 md:hidden">Practice works best on a desktop browser with a microphone.</p>
      </header>

      {state.notice && <Alert message={state.notice} onDismiss={dismissNotice} />}

      {state.languageNotices.map((notice) => (
        <Alert key={notice} tone="notice" message={notice} testId="practice-language-notice" />
      ))}

      {givenMissing && !running && <Alert tone="notice" message="Those questions could not be found. Choose a round below instead." testId="given-questions-missing" />}

      {!running && state.phase !== 'done' && given && (
        // round and count are required by hello but unused when the questions are given.
        <GivenQuestionsSetup given={given} onStart={() => void start('mixed', 5, { applicationId: given.applicationId, questions: given.questions })} busy={false} />
      )}
      {!running && state.phase !== 'done' && !given && <PracticeSetup onStart={(round, count, applicationId) => void start(round, count, { applicationId })} busy={false} />}

      {state.phase === 'connecting' && <p className="text-sm text-slate-600" role="status">Connecting to the interviewer…</p>}

      {running && question && (
        <section aria-label="Interviewer" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {question.followUp ? 'Follow-up' : `Question ${question.index} of ${question.total}`} · {question.kind === 'other' ? 'situational' : question.kind}
          </p>
          <p className="text-xl font-semibold leading-snug text-ink" data-testid="practice-question" lang={question.language} dir={findLanguage(question.language)?.rtl ? 'rtl' : undefined}>
            {question.text}
          </p>
          <div className="rounded-lg bg-slate-50 px-4 py-3" aria-live="polite">
            <p className="text-xs font-medium text-slate-500">{state.phase === 'scoring' ? 'Your answer' : 'Your answer, as you speak'}</p>
            <p className="mt-1 min-h-12 text-sm text-slate-800" data-testid="practice-transcript">
              {words || (state.phase === 'answering' ? 'Listening… answer out loud. A few seconds of silence ends your answer.' : '')}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button onClick={nextQuestion} disabled={state.phase !== 'answering'}>
              {state.phase === 'scoring' && !feedback ? 'Scoring…' : 'Next question'}
            </Button>
            <Button variant="secondary" onClick={endPractice}>
              End practice
            </Button>
          </div>
        </section>
      )}

      {feedback && running && <PracticeFeedbackCard feedback={feedback} />}

      {state.phase === 'done' && <p role="status" className="text-sm text-slate-700">Practice finished. Opening your debrief…</p>}
    </div>
  );
}
