// The prep sheet's written questions, kept per application as it was when they were written: the
// application row's last change, the sheet's language and the resume it uses (by digest). A
// reload, or the same sheet opened on another tab, is answered from here and costs no model call;
// any edit changes the key and the next request writes afresh. Bounded in entries and age, in
// this process's memory (another process writes its own once).
import { createHash } from 'node:crypto';

export interface WrittenQuestions {
  source: string;
  questions: { text: string; kind: string }[];
}

export interface WrittenQuestionsKey {
  applicationId: string;
  /** The application row's updated_at: any edit of it (the job description, its resume version) changes it. */
  updatedAt: string;
  language: string;
  /** The resume's text: a version edited in place leaves the application row as it was. */
  resume: string;
}

export class WrittenQuestionsCache {
  private readonly entries = new Map<string, { at: number; value: WrittenQuestions }>();

  constructor(private readonly o: { maxEntries: number; maxAgeMs: number; now?: () => number }) {}

  get(key: WrittenQuestionsKey): WrittenQuestions | undefined {
    const id = keyOf(key);
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.o.maxAgeMs) {
      this.entries.delete(id);
      return undefined;
    }
    // Read again: newest in the map's order, so the least recently used goes first.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.value;
  }

  set(key: WrittenQuestionsKey, value: WrittenQuestions): void {
    const id = keyOf(key);
    this.entries.delete(id);
    this.entries.set(id, { at: this.now(), value });
    while (this.entries.size > this.o.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  private now(): number {
    return (this.o.now ?? Date.now)();
  }
}

function keyOf(k: WrittenQuestionsKey): string {
  return createHash('sha256').update(JSON.stringify([k.applicationId, k.updatedAt, k.language, k.resume])).digest('base64url');
}
