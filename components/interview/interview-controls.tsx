'use client';
import { LISTEN_OPTIONS, type ListenSource } from '@/lib/interview/listen-source';
import { useCanCaptureBoth } from './use-can-capture-both';
import { formatCredits } from '@/lib/interview/interview-messages';
import type { AnswerMode } from './use-interview-session';

/** Auto answers detected questions by itself; manual waits for the user to press Space. Fixed while a session runs. */
export function ModeSwitch({ mode, onChange, disabled }: { mode: AnswerMode; onChange: (m: AnswerMode) => void; disabled: boolean }) {
  const auto = mode === 'auto';
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700" title={disabled ? 'Stop the interview to change how answers are triggered' : undefined}>
      <button
        type="button"
        role="switch"
        aria-checked={auto}
        disabled={disabled}
        onClick={() => onChange(auto ? 'manual' : 'auto')}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${auto ? 'bg-brand-600' : 'bg-slate-400'}`}
      >
        <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${auto ? 'translate-x-5' : 'translate-x-0.5'}`} />
      </button>
      <span>Auto answer</span>
    </label>
  );
}

/** "Tab + microphone" is offered only where the browser can capture both. */
export function SourcePicker({ source, onChange, disabled }: { source: ListenSource; onChange: (s: ListenSource) => void; disabled: boolean }) {
  const canCaptureBoth = useCanCaptureBoth();
  const options = LISTEN_OPTIONS.filter((o) => o.value !== 'both' || canCaptureBoth);
  return (
    <fieldset className="inline-flex items-center gap-2 text-sm text-slate-700" disabled={disabled}>
      <legend className="sr-only">Listen to</legend>
      <span aria-hidden="true">Listen to</span>
      <span className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
        {options.map((o) => (
          <label key={o.value} className={`cursor-pointer rounded-md px-2.5 py-1 text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${source === o.value ? 'bg-brand-600 text-white' : 'text-slate-700'}`}>
            <input type="radio" name="audio-source" value={o.value} checked={source === o.value} onChange={() => onChange(o.value)} className="sr-only" />
            {o.label}
          </label>
        ))}
      </span>
    </fieldset>
  );
}

/** The credits read-out: minutes used of the plan's, live from the server while running. */
export function CreditsReadout({ used, limit }: { used: number | null; limit: number | null }) {
  if (used === null || limit === null) return null;
  const left = Math.max(0, limit - used);
  return (
    <p className="text-xs text-slate-600" data-testid="credits-readout">
      Credits: <span className="font-semibold text-ink">{formatCredits(used)}</span> of {formatCredits(limit)} minutes used · {formatCredits(left)} left
    </p>
  );
}
