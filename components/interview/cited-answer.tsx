'use client';
import Link from 'next/link';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AnswerSource } from '@/lib/evidence/answer-source';
import { citationTree, citedNumbers } from '@/lib/evidence/render-citations';
import { AnswerMarkdownNodes } from './answer-markdown-nodes';
import { AnswerSources } from './answer-sources';
import { ANSWER_PROSE, MarkdownAnswer } from './markdown-answer';

export interface CitedAnswerProps {
  text: string;
  /** False while the answer still streams. */
  done: boolean;
  sources?: readonly AnswerSource[];
  citations?: readonly number[];
  unsupported?: readonly string[];
  story?: 'fits' | 'none';
  className?: string;
  headingLevel?: 3 | 4 | 5;
  /** During an interview (screen and pop-out), links to /prep open in a new tab. */
  newTab?: boolean;
}

/**
 * Which [n] markers the text may show: while the answer streams, any source it was given; once
 * the last chunk has said which citations are real, only those. Null when it was given no
 * sources, so brackets in it are nobody's citations.
 */
function validNumbers(sources: readonly AnswerSource[] | undefined, citations: readonly number[] | undefined, done: boolean): Set<number> | null {
  if (!sources || sources.length === 0) return null;
  const offered = new Set(sources.map((s) => s.n));
  return done && citations ? new Set(citations.filter((n) => offered.has(n))) : offered;
}

/** A marker still being streamed ("[", "[1", "[1, ") is not shown until it closes. */
const PARTIAL_MARKER = /\[(?:[1-9]\d?(?:\s*,\s*(?:[1-9]\d?)?)*)?$/;

/**
 * An answer with its evidence: citations as buttons that open their source, unsupported claims
 * marked, the sources listed under it, and a note when no story fits a behavioural question.
 * An answer given no sources and no claims renders exactly as before (MarkdownAnswer).
 */
export function CitedAnswer({ text, done, sources, citations, unsupported = [], story, className = '', headingLevel = 3, newTab = false }: CitedAnswerProps) {
  const valid = useMemo(() => validNumbers(sources, citations, done), [sources, citations, done]);
  const shown = valid && !done ? text.replace(PARTIAL_MARKER, '') : text;
  const tree = useMemo(() => citationTree(shown, valid), [shown, valid]);
  const cited = useMemo(() => citedNumbers(tree), [tree]);
  const [open, setOpen] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ n: number } | null>(null);
  const panels = useRef(new Map<number, HTMLDivElement>());
  const prefix = useId();
  const panelIdOf = useCallback((n: number) => `${prefix}-source-${n}`, [prefix]);
  const panelRef = useCallback(
    (n: number) => (el: HTMLDivElement | null) => {
      if (el) panels.current.set(n, el);
      else panels.current.delete(n);
    },
    [],
  );

  // A citation in the text moves focus to the passage it opened, which may be far below it.
  useEffect(() => {
    if (focusRequest) panels.current.get(focusRequest.n)?.focus();
  }, [focusRequest]);

  const labels = new Map((sources ?? []).map((s) => [s.n, s.label]));
  const claims = done ? unsupported : [];
  const hasEvidence = Boolean(sources?.length) || claims.length > 0;

  return (
    <div className={className}>
      {hasEvidence ? (
        <div className={ANSWER_PROSE}>
          <AnswerMarkdownNodes
            nodes={tree}
            cite={{
              labelOf: (n) => labels.get(n) ?? '',
              panelIdOf,
              open,
              claims,
              onCite: (n) => {
                setOpen(n);
                setFocusRequest({ n });
              },
            }}
          />
        </div>
      ) : (
        <MarkdownAnswer text={text} />
      )}
      {claims.length > 0 && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-1.5 text-sm text-amber-900" data-testid="unsupported-claims">
          <span className="font-semibold">Not in your resume or stories:</span> {claims.join(', ')}
        </p>
      )}
      {story === 'none' && (
        <p className="mt-2 text-sm text-slate-700" data-testid="no-story">
          No story fits this question yet.{' '}
          <Link href="/prep" target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined} className="font-medium text-brand-700 underline">
            Add one in Prep{newTab && <span className="sr-only"> (opens in a new tab)</span>}
          </Link>
        </p>
      )}
      {sources && sources.length > 0 && (
        <AnswerSources
          sources={sources}
          cited={cited}
          open={open}
          onToggle={(n) => setOpen((current) => (current === n ? null : n))}
          panelIdOf={panelIdOf}
          panelRef={panelRef}
          headingLevel={headingLevel}
          newTab={newTab}
        />
      )}
    </div>
  );
}
