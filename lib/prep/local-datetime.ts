// <input type="datetime-local"> speaks local wall-clock time without a zone ("2026-12-01T14:30");
// the database stores an instant. These convert between the two in the browser's time zone.

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the input's value, in local time; '' for none. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The input's value as an ISO instant; null when blank; undefined when it is not a date. */
export function localInputToIso(value: string): string | null | undefined {
  if (!value.trim()) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
