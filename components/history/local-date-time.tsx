'use client';

/** A timestamp in the reader's own time zone (the server renders its own; the browser corrects it). */
export function LocalDateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' })}
    </time>
  );
}
