'use client';
import { useEffect } from 'react';

/** 'Redirecting to the Mock Interview video...' then the video (replacing this page in history). */
export function MockRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
      <p role="status" className="text-lg font-semibold text-ink">
        Redirecting to the Mock Interview video...
      </p>
      <a href={to} className="text-sm text-brand-700 underline">
        Open the video now
      </a>
    </main>
  );
}
