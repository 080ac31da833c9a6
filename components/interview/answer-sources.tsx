'use client';
import Link from 'next/link';
import type { RefCallback } from 'react';
import type { AnswerSource } from '@/lib/evidence/answer-source';
import { listSources } from '@/lib/evidence/listed-sources';
import { ToldMarks } from '@/components/rounds/told-marks';

interface Props {
  sources: readonly AnswerSource[];
  /** The numbers the answer's text cites (in the order they appear). */
  cited: readonly number[];
  open: number | null;
  onToggle: (n: number) => void;
  panelIdOf: (n: number) => string;
  /** Where citations in the text move focus when they open a passage. */
  panelRef: (n: number) => RefCallback<HTMLDivElement>;
  headingLevel?: 3 | 4 | 5;
  /** During an interview /prep opens in a new tab, so following the link never ends the session. */
  newTab?: boolean;
}

/**
 * The numbered passages an answer was given, under it: the cited ones first and marked as such
 * ("Sources"), or all of them as "Sources offered" when the answer cites none. Each entry opens
 * its passage in place; a story told in an earlier round of the application says where.
 */
export function AnswerSources({ sources, cited, open, onToggle, panelIdOf, panelRef, headingLevel = 3, newTab = false }: Props) {
  const listed = listSources(sources, cited);
  const Heading = (['h3', 'h4', 'h5'] as const)[headingLevel - 3];
  return (
    <section className="mt-3 border-t border-slate-200 pt-2" data-testid="answer-sources">
      <Heading className="text-xs font-semibold text-slate-600">{listed.heading}</Heading>
      <ul className="mt-1 space-y-1">
        {listed.entries.map(({ source, cited: isCited }) => {
          const isOpen = open === source.n;
          return (
            <li key={source.n} data-testid="answer-source">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelIdOf(source.n)}
                onClick={() => onToggle(source.n)}
                className="flex w-full items-baseline gap-2 rounded px-1 py-0.5 text-left text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="font-semibold text-brand-700">[{source.n}]</span>
                <span className="min-w-0 flex-1 break-words">{source.label}</span>
                {isCited && <span className="shrink-0 rounded-full bg-brand-50 px-1.5 text-xs font-medium text-brand-700">cited</span>}
              </button>
              {source.told && <ToldMarks told={source.told} className="mt-0.5 ml-7" />}
              <div id={panelIdOf(source.n)} ref={panelRef(source.n)} tabIndex={-1} hidden={!isOpen} data-testid="source-passage" className="mt-1 ml-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
                <p className="font-semibold text-ink">{source.label}</p>
                <p dir="auto" className="mt-1 break-words whitespace-pre-wrap text-slate-800">
                  {source.text}
                </p>
                {source.kind === 'story' && (
                  <Link href="/prep" target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
                    Open in Prep{newTab && <span className="sr-only"> (opens in a new tab)</span>}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
