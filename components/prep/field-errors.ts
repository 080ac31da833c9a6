import type { z } from 'zod';

/** A failed parse as one message per top-level field (the first), for showing beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

/** "leadership, conflict,  , Leadership" → ["leadership", "conflict", "Leadership"]: blanks dropped, order kept. */
export function splitTags(text: string): string[] {
  return [...new Set(text.split(/[,\n]/).map((t) => t.trim()).filter(Boolean))];
}
