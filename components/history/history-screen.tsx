'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { z } from 'zod';
import { MarkdownAnswer } from '@/components/interview/markdown-answer';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { sessionLanguageLabel } from '@/lib/history/debrief-labels';
import { deleteHistorySession, fetchHistory, fetchHistoryApplications } from '@/lib/history/history-queries';
import type { HistorySession } from '@/lib/history/history-types';
import { formatDuration, markdownFileName, sessionMinutes, sessionToMarkdown } from '@/lib/history/session-markdown';
import { sourceLabel } from '@/lib/history/source-label';
import { applicationTitle } from '@/lib/prep/prep-types';
import { CompactSources } from './compact-sources';
import { HistoryApplicationFilter } from './history-application-filter';
import { ScreenThumbnail } from './screen-thumbnail';
import { createBrowserSupabase } from '@/lib/supabase/browser';

const historyKey = (userId: string) => ['interview-history', userId] as const;
/** `?application=<id>`: the filter survives a reload and can be linked to; anything but a uuid means All. */
const applicationParam = z.uuid();

function download(session: HistorySession) {
  const blob = new Blob([sessionToMarkdown(session)], { type: 'text/markdown;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = markdownFileName(session);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Past interview sessions with their questions and answers: review, export, delete. */
export function HistoryScreen({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const parsed = applicationParam.safeParse(params.get('application'));
  const applicationId = parsed.success ? parsed.data : undefined;
  const history = useQuery({ queryKey: [...historyKey(userId), applicationId ?? 'all'], queryFn: () => fetchHistory(createBrowserSupabase(), { applicationId }) });
  const applications = useQuery({ queryKey: [...historyKey(userId), 'applications'], queryFn: () => fetchHistoryApplications(createBrowserSupabase()) });
  const filterBy = (id: string | null) => router.replace(id ? `${pathname}?application=${id}` : pathname, { scroll: false });
  const [confirming, setConfirming] = useState<HistorySession | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteHistorySession(createBrowserSupabase(), id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKey(userId) }),
    onSettled: () => setConfirming(null),
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Interview history</h1>
        <Link href="/interview" className="text-sm font-medium text-brand-700 underline">
          Back to the interview screen
        </Link>
      </div>
      <p className="mt-2 text-sm text-slate-600">Every session you ran, with the questions heard and the answers suggested. Only you can see them; delete any session at any time.</p>
      <div className="mt-4">
        <HistoryApplicationFilter applications={applications.data ?? []} value={applicationId ?? null} onChange={filterBy} />
      </div>
      <div className="mt-6 space-y-4">
        {history.isPending && <p className="text-sm text-slate-600">Loading your interviews…</p>}
        {history.isError && <Alert message="Your interview history could not be loaded. Reload the page to try again." />}
        {remove.isError && <Alert message="The session could not be deleted. Please try again." onDismiss={() => remove.reset()} />}
        {history.data?.length === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
            {applicationId ? 'No interviews for this application yet.' : 'No interviews yet. Sessions appear here after you run one from the interview screen.'}
          </p>
        )}
        {history.data?.map((session) => (
          <SessionCard key={session.id} session={session} onExport={() => download(session)} onDelete={() => setConfirming(session)} />
        ))}
      </div>
      <Modal
        open={confirming !== null}
        title="Delete this interview?"
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => confirming && remove.mutate(confirming.id)}>
              Delete
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">The session and all its questions and answers are deleted for good.</p>
      </Modal>
    </div>
  );
}

function SessionCard({ session, onExport, onDelete }: { session: HistorySession; onExport: () => void; onDelete: () => void }) {
  const started = new Date(session.started_at);
  const count = session.turns.length;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="history-session">
      <details>
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <h2 className="font-semibold text-ink">
              <time dateTime={session.started_at}>{started.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </h2>
            <p className="text-sm text-slate-600">
              {formatDuration(sessionMinutes(session))} · {count} {count === 1 ? 'question' : 'questions'} · {sourceLabel(session.source)}
              {sessionLanguageLabel(session.language) && ` · ${sessionLanguageLabel(session.language)}`}
              {session.application && <span data-testid="history-application"> · {applicationTitle(session.application)}</span>}
            </p>
          </div>
          <span className="text-xs font-medium text-brand-700">Show questions and answers</span>
        </summary>
        <div className="space-y-4 border-t border-slate-200 p-4">
          {count === 0 && <p className="text-sm text-slate-600">No questions were answered in this session.</p>}
          {session.turns.map((turn, i) => (
            <section key={turn.id} aria-label={`Question ${i + 1}`}>
              <div className="flex items-start gap-3">
                <ScreenThumbnail src={turn.screen_thumbnail} />
                <h3 className="text-sm font-semibold text-ink">
                  {i + 1}. <span dir="auto">{turn.question || '(no question text)'}</span>
                </h3>
              </div>
              {turn.answer ? (
                <>
                  <MarkdownAnswer text={turn.answer} className="mt-1" />
                  <CompactSources answer={turn.answer} sources={turn.sources} />
                </>
              ) : (
                <p className="mt-1 text-sm text-slate-600 italic">No answer was recorded.</p>
              )}
            </section>
          ))}
        </div>
      </details>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 px-4 py-3">
        <Link href={`/history/${session.id}`} className={buttonClasses('primary', 'py-1.5 text-xs')} aria-label={`Debrief of the interview on ${started.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`}>
          Debrief
        </Link>
        <button type="button" className={buttonClasses('secondary', 'py-1.5 text-xs')} onClick={onExport}>
          Export as Markdown
        </button>
        <button type="button" className={buttonClasses('ghost', 'py-1.5 text-xs text-red-700')} onClick={onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
}
