import type { PracticeQuestion, PracticeRole } from './practice-question';

/** One bank entry: the question as an interviewer says it, and its keywords, comma-separated. */
export type Entry = [text: string, keywords: string];

/**
 * The group builder of one language's bank: it numbers a run of questions "<language>-<prefix>-01"…
 * so every bank's ids stay distinct and stable. English, the first bank, keeps the ids it
 * shipped with ("<prefix>-01") and its questions no language field (absent reads English).
 */
export function bankGroup(language?: string) {
  return (prefix: string, kind: PracticeQuestion['kind'], roles: PracticeRole[], entries: Entry[]): PracticeQuestion[] =>
    entries.map(([text, keywords], i) => ({
      id: `${language ? `${language}-` : ''}${prefix}-${String(i + 1).padStart(2, '0')}`,
      text,
      kind,
      roles,
      keywords: keywords.split(/\s*,\s*/).filter(Boolean),
      ...(language ? { language } : {}),
    }));
}
