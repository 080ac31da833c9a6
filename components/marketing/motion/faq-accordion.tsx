'use client';

import { useId, useState } from 'react';
import type { FaqItem } from '@/content/types';

/**
 * FAQ accordion: at most one answer open; pressing the open question closes it.
 * Closed answers stay in the HTML for search engines but are inert for keyboards and screen readers.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item, i) => {
        const open = openIndex === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question} data-testid="faq-item">
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : i)}
                className="flex w-full items-center justify-between gap-6 px-6 py-5 text-left font-semibold text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
              >
                {item.question}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`h-5 w-5 flex-none text-brand-600 transition-transform duration-300 ${open ? 'rotate-45' : ''}`}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                >
                  <path d="M10 4v12M4 10h12" />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              inert={!open}
              data-open={open}
              className={`overflow-hidden transition-[max-height] duration-300 ease-in-out motion-reduce:transition-none ${open ? 'max-h-96' : 'max-h-0'}`}
            >
              <p className="px-6 pb-6 leading-7 text-slate-600">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
