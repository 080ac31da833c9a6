'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { LOGIN_PATH } from '../links';
import { useDismiss } from './use-dismiss';

interface NavLink {
  label: string;
  href: string;
}

/** The header's menu below the md breakpoint: the same links as the desktop header. */
export function MobileNav({ featuresHref, resources }: { featuresHref: string; resources: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const linkClass = 'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50';

  return (
    <div ref={ref} className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="space-y-1">
          <li>
            <a href={featuresHref} onClick={close} className={linkClass}>
              Features
            </a>
          </li>
          {resources.map((r) => (
            <li key={r.href}>
              <a href={r.href} onClick={close} className={linkClass}>
                {r.label}
              </a>
            </li>
          ))}
        </ul>
        <a
          href={LOGIN_PATH}
          data-cta=""
          className="mt-4 block rounded-full bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
        >
          Login
        </a>
      </div>
    </div>
  );
}
