import type { PracticeQuestion, PracticeRole } from '../../lib/practice/practice-question';

/** One bank entry: the question as an interviewer says it, and its keywords, comma-separated. */
export type Entry = [text: string, keywords: string];

/** Numbers a run of questions "<language>-<prefix>-01"… so every bank's ids stay distinct and stable. */
export function group(language: string, prefix: string, kind: PracticeQuestion['kind'], roles: PracticeRole[], entries: Entry[]): PracticeQuestion[] {
  return entries.map(([text, keywords], i) => ({
    id: `${language}-${prefix}-${String(i + 1).padStart(2, '0')}`,
    text,
    kind,
    roles,
    keywords: keywords.split(/\s*,\s*/).filter(Boolean),
    language,
  }));
}
