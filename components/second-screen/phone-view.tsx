'use client';
import type { ReactNode } from 'react';
import type { UnpairReason } from '@/lib/protocol/second-screen';
import { useStoredValue } from '@/components/interview/use-stored-value';
import { stateLine } from '@/lib/second-screen/phone-reducer';
import { PHONE_TEXT } from '@/lib/second-screen/phone-text';
import { TEXT_SIZE_KEY, textSizeOf } from '@/lib/second-screen/text-size';
import { PhoneAnswer } from './phone-answer';
import { PreviousAnswers } from './previous-answers';
import { TextSizeControl } from './text-size-control';
import { usePhoneSession } from './use-phone-session';
import { useWakeLock } from './use-wake-lock';

/**
 * The paired phone's screen: the state line, the current question and its answer streaming,
 * the earlier questions to scroll back to, and at the bottom Answer now and the text size. The
 * screen stays awake while a session runs. Once the device is unpaired, `unpairedView` is shown instead.
 */
export function PhoneView({ deviceToken, unpairedView }: { deviceToken: string; unpairedView: (reason: UnpairReason) => ReactNode }) {
  const { state, now, refusedConnection, answerNow } = usePhoneSession(deviceToken);
  const [stored, setStored] = useStoredValue(TEXT_SIZE_KEY);
  const size = textSizeOf(stored);
  const listening = state.connection === 'viewing' && state.session?.state === 'listening';
  useWakeLock(listening);

  if (state.connection === 'unpaired') return unpairedView(state.unpaired ?? 'not_paired');
  const current = state.answers.at(-1);
  const line = refusedConnection ? PHONE_TEXT.connectionRefused : stateLine(state, now);
  const canAsk = listening && state.heard.trim() !== '';
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <h1 className="text-sm font-semibold text-ink">{PHONE_TEXT.title}</h1>
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-ink" data-testid="phone-state">
          <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${listening ? 'bg-brand-600' : 'bg-slate-400'}`} />
          {line}
        </p>
      </header>
      <main className="flex-1">
        <section aria-labelledby="phone-question" className="border-b border-slate-200 bg-slate-50 px-4 py-3">
          <h2 id="phone-question" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {PHONE_TEXT.question}
          </h2>
          {current?.question ? (
            <p className="mt-1 text-base font-semibold text-ink" style={{ zoom: size.scale }} data-testid="phone-question">
              {current.question}
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{PHONE_TEXT.noQuestion}</p>
          )}
          {state.heard && (
            <p className="mt-2 text-sm text-slate-700" id="phone-heard">
              <span className="font-semibold">{PHONE_TEXT.heard}:</span> {state.heard}
            </p>
          )}
        </section>
        <section aria-labelledby="phone-answer-heading" aria-live="polite" className="px-4 py-3">
          <h2 id="phone-answer-heading" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {PHONE_TEXT.answer}
          </h2>
          {current ? <PhoneAnswer answer={current} zoom={size.scale} /> : <p className="mt-1 text-sm text-slate-600">{PHONE_TEXT.noAnswer}</p>}
        </section>
        <PreviousAnswers answers={state.answers.slice(0, -1)} zoom={size.scale} />
      </main>
      <footer className="sticky bottom-0 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {state.refused && (
          <p role="alert" className="mb-2 text-sm font-medium text-slate-700">
            {state.refused === 'no_session' ? PHONE_TEXT.refusedNoSession : PHONE_TEXT.refusedRateLimited}
          </p>
        )}
        <div className="flex items-end gap-3">
          <button
            type="button"
            onClick={answerNow}
            disabled={!canAsk}
            aria-describedby="phone-answer-now-hint"
            className="min-h-12 flex-1 rounded-xl bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600"
          >
            {PHONE_TEXT.answerNow}
          </button>
          <div className="w-40 shrink-0">
            <TextSizeControl value={size.id} onChange={setStored} />
          </div>
        </div>
        <p id="phone-answer-now-hint" className="mt-2 text-xs text-slate-600">
          {canAsk || !listening ? PHONE_TEXT.answerNowHint : PHONE_TEXT.nothingHeard}
        </p>
      </footer>
    </div>
  );
}
