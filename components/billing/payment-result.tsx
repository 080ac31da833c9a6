import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** The payment result screens: a title, an optional note, and Continue. */
export function PaymentResult({ title, tone, continueHref, children }: { title: string; tone: 'success' | 'neutral'; continueHref: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
        <div className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${tone === 'success' ? 'bg-emerald-100 text-emerald-700' : 'bg-slate-100 text-slate-600'}`} aria-hidden="true">
          {tone === 'success' ? (
            <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5 10 17l9-10" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d="M7 7l10 10M17 7 7 17" />
            </svg>
          )}
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {children && <div className="mt-3 text-slate-600">{children}</div>}
        <Link href={continueHref} className={buttonClasses('primary', 'mt-8 w-full sm:w-auto sm:px-10')}>
          Continue
        </Link>
      </div>
    </div>
  );
}
