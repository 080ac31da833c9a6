import type { ReactNode } from 'react';
import { TestimonialsPanel } from './testimonials-panel';

/** Layout of the account screens: the form card, and the testimonials beside it (below it on phones). */
export function AuthSplit({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:py-16">
      <section aria-labelledby="auth-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 id="auth-title" className="mb-6 text-3xl font-bold tracking-tight">
          {title}
        </h1>
        {children}
      </section>
      <TestimonialsPanel />
    </div>
  );
}
