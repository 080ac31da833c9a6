import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { EMAIL_LABEL, TEMPLATES_LABEL, debriefKindLabel, sessionLanguageLabel, totalsRows } from '@/lib/history/debrief-labels';
import type { Debrief } from '@/lib/history/debrief-types';
import { DebriefDownloads } from './debrief-downloads';
import { DebriefRoundsSection } from './debrief-rounds-section';
import { DebriefTurnCard } from './debrief-turn-card';
import { LocalDateTime } from './local-date-time';

/** The debrief of one session: totals, three things to improve, each question, and for live interviews a thank-you e-mail. */
export function DebriefScreen({ debrief }: { debrief: Debrief }) {
  const { session } = debrief;
  const language = sessionLanguageLabel(debrief.session.language);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link href="/history" className="text-sm font-medium text-brand-700 underline">
        ← All interviews
      </Link>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Debrief</h1>
          <p className="mt-1 text-sm text-slate-600">
            {debriefKindLabel(debrief)} · <LocalDateTime iso={session.started_at} />
            {language && <span data-testid="debrief-language"> · {language}</span>}
            {debrief.application && <span data-testid="debrief-application"> · Application: {debrief.application.title}</span>}
          </p>
        </div>
        <DebriefDownloads sessionId={session.id} />
      </div>

      <section aria-labelledby="debrief-totals" className="mt-6">
        <h2 id="debrief-totals" className="sr-only">
          Session totals
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {totalsRows(debrief).map(([label, value]) => (
            <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm last:odd:col-span-2 sm:last:odd:col-span-1">
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 text-lg font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {debrief.rounds && <DebriefRoundsSection rounds={debrief.rounds} application={debrief.application?.title} />}

      <section aria-labelledby="debrief-improve" className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6">
        <h2 id="debrief-improve" className="text-lg font-semibold text-ink">
          Three things to improve
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-[15px] text-slate-800">
          {debrief.improvements.map((thing, i) => (
            <li key={i}>{thing}</li>
          ))}
        </ol>
        <p className="mt-3 text-xs text-slate-600">{TEMPLATES_LABEL}</p>
      </section>

      <section aria-labelledby="debrief-questions" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="debrief-questions" className="text-lg font-semibold text-ink">
            Questions
          </h2>
          {debrief.turns.some((t) => t.question.trim()) && (
            <Link href={`/practice?from=session&session=${session.id}`} className={buttonClasses('secondary')}>
              Practise these
            </Link>
          )}
        </div>
        <div className="mt-3 space-y-4">
          {debrief.turns.length === 0 && <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">No questions were asked in this session.</p>}
          {debrief.turns.map((turn, i) => (
            <DebriefTurnCard key={turn.id} turn={turn} index={i} language={session.language} />
          ))}
        </div>
      </section>

      {debrief.thankYou && (
        <section aria-labelledby="debrief-email" className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="debrief-email" className="text-lg font-semibold text-ink">
            Thank-you e-mail
          </h2>
          <p className="mt-1 text-xs text-slate-600">{EMAIL_LABEL}</p>
          <p className="mt-3 text-sm font-semibold text-ink">
            Subject:{' '}
            <span dir="auto" lang={debrief.thankYou.language}>
              {debrief.thankYou.subject}
            </span>
          </p>
          <div dir="auto" lang={debrief.thankYou.language} className="mt-2 rounded-lg bg-slate-50 p-3 text-sm leading-relaxed whitespace-pre-wrap text-slate-800">{debrief.thankYou.body}</div>
        </section>
      )}
    </div>
  );
}
