'use client';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import type { HealthStatus } from '@/lib/interview/audio-health';
import type { ListenSource } from '@/lib/interview/listen-source';
import type { AnswerPost, AskedQuestion, QuestionPost } from '@/lib/interview/interview-state';
import type { ConnectionStatus } from '@/lib/interview/interview-socket';
import { INTERVIEW_TEXT } from '@/lib/interview/interview-messages';
import { AnswerCard } from './answer-card';
import { HealthIndicator } from './health-indicator';
import { CreditsReadout, ModeSwitch, SourcePicker } from './interview-controls';
import type { AnswerMode, Phase } from './use-interview-session';

interface Props {
  phase: Phase;
  startRef: (button: HTMLButtonElement | null) => void;
  startDisabled: boolean;
  onStart: () => void;
  onStop: () => void;
  onClearAnswers: () => void;
  answers: AnswerPost[];
  posts: QuestionPost[];
  questions: AskedQuestion[];
  health: HealthStatus;
  connection: ConnectionStatus;
  engines: { transcription: string; answers: string } | null;
  mode: AnswerMode;
  onModeChange: (m: AnswerMode) => void;
  source: ListenSource;
  onSourceChange: (s: ListenSource) => void;
  /** "Language" and "Answers in", beside "Listen to". */
  languagePicker?: ReactNode;
  credits: { used: number; limit: number } | null;
  alerts: ReactNode;
  footer: ReactNode;
  /** Extra controls in the settings row ("Check audio", "Pop out"). */
  tools?: ReactNode;
  /** "Solve screen" and "Add screen", beside the Space hint while running. */
  screenControls?: ReactNode;
}

/** The main panel, 'AI Generated Response' ('AI Response' when narrow). */
export function AnswerPanel({ startRef, ...p }: Props) {
  const running = p.phase !== 'idle';
  const newestFirst = [...p.answers].reverse();
  const firstPostOf = (questionId: string) => p.questions.find((q) => q.id === questionId)?.postIds[0];
  return (
    <section aria-labelledby="answers-heading" className="@container flex min-h-[28rem] min-w-0 flex-1 flex-col rounded-2xl border border-slate-200 bg-white md:min-h-0">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="answers-heading" className="text-xl font-bold tracking-tight text-ink">
            <span className="hidden @xl:inline">{INTERVIEW_TEXT.title}</span>
            <span className="@xl:hidden">{INTERVIEW_TEXT.titleShort}</span>
          </h1>
          <div className="flex items-center gap-2">
            {running ? (
              <button type="button" ref={startRef} className={buttonClasses('danger')} onClick={p.onStop} data-tour="start">
                {INTERVIEW_TEXT.stop}
              </button>
            ) : (
              <button type="button" ref={startRef} className={buttonClasses('primary')} onClick={p.onStart} disabled={p.startDisabled} data-tour="start">
                {INTERVIEW_TEXT.start}
              </button>
            )}
            <Button variant="secondary" onClick={p.onClearAnswers} disabled={p.answers.length === 0}>
              {INTERVIEW_TEXT.clear}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <SourcePicker source={p.source} onChange={p.onSourceChange} disabled={running} />
          {p.languagePicker}
          <ModeSwitch mode={p.mode} onChange={p.onModeChange} disabled={running} />
          <CreditsReadout used={p.credits?.used ?? null} limit={p.credits?.limit ?? null} />
          {p.tools}
        </div>
        {running && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="rounded-lg bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
              {p.mode === 'auto' ? 'Answers appear by themselves when a question is heard. ' : ''}
              {INTERVIEW_TEXT.spaceHint}
            </p>
            {p.screenControls}
            <HealthIndicator status={p.health} />
            {p.connection === 'reconnecting' && (
              <span role="status" className="text-xs font-medium text-amber-800">
                Reconnecting…
              </span>
            )}
          </div>
        )}
        {p.alerts}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        <h2 className="mb-3 text-sm font-semibold text-slate-700">{INTERVIEW_TEXT.answerLabel}</h2>
        {newestFirst.length === 0 ? (
          <p className="text-sm text-slate-600">
            {running ? 'When the interviewer asks a question, press SPACE to get a suggested answer here.' : 'Start an interview session to get suggested answers here.'}
          </p>
        ) : (
          <div className="space-y-3" aria-live="polite" aria-relevant="additions">
            {newestFirst.map((answer) => (
              <AnswerCard key={answer.id} answer={answer} firstPostId={firstPostOf(answer.questionId)} />
            ))}
          </div>
        )}
      </div>
      <div className="flex items-center justify-between border-t border-slate-200 px-4 py-2">
        {p.footer}
        {p.engines && (
          <span className="text-xs text-slate-500">
            Transcription: {p.engines.transcription} · Answers: {p.engines.answers === 'ai' ? 'AI model' : 'offline talking points'}
          </span>
        )}
      </div>
    </section>
  );
}
