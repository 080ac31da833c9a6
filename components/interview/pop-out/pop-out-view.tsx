'use client';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { buttonClasses } from '@/components/ui/button';
import type { HealthStatus } from '@/lib/interview/audio-health';
import type { InterviewState } from '@/lib/interview/interview-state';
import type { ConnectionStatus } from '@/lib/interview/interview-socket';
import { formatCredits, INTERVIEW_TEXT } from '@/lib/interview/interview-messages';
import { popOutContent } from '@/lib/interview/pop-out-content';
import { answerOrigin } from '@/lib/interview/answer-origin';
import type { ServerNotice } from '@/lib/interview/server-notices';
import { HealthIndicator } from '../health-indicator';
import { AnswerOriginBadge } from '../answer-origin-badge';
import { CitedAnswer } from '../cited-answer';
import { Alert } from '@/components/ui/alert';
import type { AnswerMode, Phase } from '../use-interview-session';

interface Props {
  win: Window;
  phase: Phase;
  connection: ConnectionStatus;
  mode: AnswerMode;
  state: InterviewState;
  health: HealthStatus;
  credits: { used: number; limit: number } | null;
  onStop: () => void;
  /** "Solve screen" and "Add screen", the same controls as the main screen's. */
  screenControls?: ReactNode;
  /** The server's notices (a language it cannot hear), dismissed here or on the main screen alike. */
  notices?: ServerNotice[];
  onDismissNotice?: (code: ServerNotice['code']) => void;
}

function statusText(phase: Phase, connection: ConnectionStatus): string {
  if (phase === 'idle') return 'Stopped';
  if (phase === 'starting' || connection === 'connecting') return 'Connecting…';
  return connection === 'reconnecting' ? 'Reconnecting…' : 'Listening';
}

/**
 * The pop-out window's content, rendered into its document with a portal: the same state
 * and callbacks as the main screen, laid out for 360x480.
 */
export function PopOutView({ win, ...p }: Props) {
  const content = popOutContent(p.state);
  const answer = content.answer;
  const listening = p.phase === 'running' && p.connection === 'open';
  return createPortal(
    <div className="flex h-screen flex-col bg-white text-ink" data-testid="pop-out">
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
        <p role="status" className="flex items-center gap-2 text-sm font-semibold">
          <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${listening ? 'bg-brand-600' : 'bg-slate-400'}`} />
          {statusText(p.phase, p.connection)}
        </p>
        {p.phase !== 'idle' && (
          <button type="button" className={buttonClasses('danger', 'px-3 py-1.5 text-xs')} onClick={p.onStop}>
            {INTERVIEW_TEXT.stop}
          </button>
        )}
      </header>
      {p.notices?.map((n) => (
        <div key={n.code} className="border-b border-slate-200 px-3 py-2">
          <Alert tone="notice" message={n.message} onDismiss={p.onDismissNotice && (() => p.onDismissNotice?.(n.code))} testId="pop-out-notice" compact />
        </div>
      ))}
      <section aria-labelledby="pop-out-question" className="max-h-[35%] shrink-0 overflow-y-auto border-b border-slate-200 bg-slate-50 px-3 py-2">
        <h2 id="pop-out-question" className="text-xs font-semibold text-slate-600">
          {content.pending ? 'Question (not answered yet)' : 'Question'}
          {content.asker && (
            <>
              {' · '}
              <bdi className="text-ink" data-testid="pop-out-asker">
                {content.asker}
              </bdi>
            </>
          )}
        </h2>
        <p className="text-sm font-medium text-ink" data-testid="pop-out-question">
          {content.question ?? 'Waiting for the interviewer to ask a question.'}
        </p>
        {content.pending && p.mode === 'manual' && <p className="mt-1 text-xs font-semibold text-brand-700">{INTERVIEW_TEXT.spaceHint}</p>}
      </section>
      <section aria-labelledby="pop-out-answer" className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
        <h2 id="pop-out-answer" className="text-xs font-semibold text-slate-600">
          {INTERVIEW_TEXT.answerLabel}
        </h2>
        {answer ? (
          <article aria-busy={!answer.done} aria-live="polite" data-testid="pop-out-answer">
            {content.answerQuestion && (
              <p className="mt-1 text-xs text-slate-600">
                Answer to{content.answerAsker && <bdi> {content.answerAsker}</bdi>}: {content.answerQuestion}
              </p>
            )}
            {answerOrigin(answer) && (
              <p className="mt-1">
                <AnswerOriginBadge answer={answer} />
              </p>
            )}
            <CitedAnswer key={answer.id} text={answer.text} done={answer.done} sources={answer.sources} citations={answer.citations} unsupported={answer.unsupported} story={answer.story} newTab />
            {!answer.done && <span aria-hidden="true" className="inline-block h-3 w-1.5 animate-pulse bg-slate-400 align-middle" />}
          </article>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{p.mode === 'auto' ? 'Answers appear here by themselves when a question is heard.' : 'When the interviewer asks a question, press SPACE to get a suggested answer here.'}</p>
        )}
      </section>
      {p.screenControls && <div className="border-t border-slate-200 px-3 py-2">{p.screenControls}</div>}
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-2">
        <HealthIndicator status={p.health} />
        {p.credits && (
          <p className="text-xs text-slate-700" data-testid="pop-out-credits">
            <span className="font-semibold text-ink">{formatCredits(Math.max(0, p.credits.limit - p.credits.used))}</span> minutes left
          </p>
        )}
      </footer>
    </div>,
    win.document.body,
  );
}
