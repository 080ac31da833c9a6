// The words an answer laid out in STAR lines starts each line with ("Situation:", "Acción:"),
// from each language's pack (lib/language/packs/<code>/star-labels.ts): the offline answers and
// the models write them in the interview's language. A combined label ("Situation / Task") is
// read as its first element.
import type { StarElement } from '../feedback/rubric/feedback-language';
import { packsWith } from '../language/packs/registry';

export type StarLabels = Record<StarElement, readonly string[]>;

/** Every language's label, lower case, with the element it names: an answer's language need not be known to read its lines. */
export const STAR_LABELS: ReadonlyMap<string, StarElement> = new Map(
  packsWith('starLabels').flatMap(({ data: table }) => (Object.entries(table) as [StarElement, readonly string[]][]).flatMap(([element, words]) => words.map((w) => [w, element] as const))),
);

// A bullet or number, the label (a second one after "/" is ignored), a colon; Markdown bold allowed.
const LABELLED_LINE = /^\s*(?:[-*•]\s+|\d+[.)]\s+)?(?:\*\*)?([\p{L}\p{M}]+)(?:\s*\/\s*[\p{L}\p{M} ]+)?(?:\*\*)?\s*[:：](?:\*\*)?\s*(.*)$/u;

/** The element a line names with its label and the text after the label; null for any other line. */
export function starLine(line: string): { element: StarElement; text: string } | null {
  const m = LABELLED_LINE.exec(line);
  const element = m ? STAR_LABELS.get(m[1].toLowerCase()) : undefined;
  return m && element ? { element, text: m[2] } : null;
}
