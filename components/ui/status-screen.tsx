/** A one-line status page ('Logging in', 'Logging out'), announced to screen readers. */
export function StatusScreen({ text }: { text: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <h1 className="text-2xl font-semibold text-slate-700">{text}</h1>
    </div>
  );
}
