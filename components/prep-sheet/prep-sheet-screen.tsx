import Link from 'next/link';
import { LocalDateTime } from '@/components/history/local-date-time';
import type { PrepSheet } from '@/lib/prep/prep-sheet';
import { NO_INTERVIEW_DATE, NO_NOTES, PREP_SHEET_HEADINGS, sheetDetails } from '@/lib/prep/prep-sheet-labels';
import { LikelyQuestionsSection } from './likely-questions-section';
import { OpenStoriesForPrint } from './open-stories-for-print';
import { PrepSheetActions } from './prep-sheet-actions';
import { ToldStoriesList } from '@/components/rounds/told-stories-list';
import { toldToHeading } from '@/lib/rounds/round-labels';

/** One application's prep sheet: its details, the likely questions with their stories, questions to ask, and the notes. */
export function PrepSheetScreen({ sheet }: { sheet: PrepSheet }) {
  const details = sheetDetails(sheet, sheet.interviewAt ? <LocalDateTime iso={sheet.interviewAt} /> : NO_INTERVIEW_DATE);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <OpenStoriesForPrint />
      <Link href="/prep" className="text-sm font-medium text-brand-700 underline print:hidden">
        ← Prep
      </Link>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-ink">Prep sheet</h1>
          <p className="mt-1 text-sm break-words text-slate-600" dir="auto">
            {sheet.title}
          </p>
        </div>
        <PrepSheetActions applicationId={sheet.applicationId} />
      </div>

      <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {details.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 font-semibold break-words text-ink" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {sheet.languageNotice && <p className="mt-3 text-sm text-slate-600">{sheet.languageNotice}</p>}

      {sheet.told.length > 0 && (
        <section aria-labelledby="prep-sheet-told" className="mt-8 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm sm:p-6 break-inside-avoid">
          <h2 id="prep-sheet-told" className="text-lg font-semibold text-ink">
            {toldToHeading(sheet.company)}
          </h2>
          <ToldStoriesList stories={sheet.told} className="mt-3" />
        </section>
      )}

      <LikelyQuestionsSection sheet={sheet} />

      <section aria-labelledby="prep-sheet-ask" className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6 break-inside-avoid">
        <h2 id="prep-sheet-ask" className="text-lg font-semibold text-ink">
          {PREP_SHEET_HEADINGS.ask}
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-[15px] text-slate-800" data-testid="prep-sheet-ask">
          {sheet.questionsToAsk.map((q) => (
            <li key={q.text}>{q.text}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="prep-sheet-notes" className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="prep-sheet-notes" className="text-lg font-semibold text-ink">
          {PREP_SHEET_HEADINGS.notes}
        </h2>
        {sheet.notes.trim() ? (
          <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800" dir="auto">
            {sheet.notes}
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-600 italic">{NO_NOTES}</p>
        )}
      </section>
    </div>
  );
}
