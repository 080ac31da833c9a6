'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

interface NavLink {
  label: string;
  href: string;
}

/** The header's Resources disclosure menu. */
export function ResourcesMenu({ items }: { items: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-slate-700 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Resources
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`}>
          <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-1/2 top-full mt-3 w-52 -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              onClick={close}
              className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
