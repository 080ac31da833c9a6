// Auto mode: turns final utterances into questions to answer, at most once each. An
// interviewer who rephrases or repeats a question within the cooldown gets no second
// answer; a question the candidate already triggered by hand is not answered again.
import { detectQuestions, type DetectedQuestion } from './detect-questions';
import { mergeSubPrompts } from './question-topics';

export interface TriggeredQuestion extends DetectedQuestion {
  /** Unique per session: `${utteranceId}.${part}`. */
  id: string;
  utteranceId: string;
  part: number;
  parts: number;
}

export interface TriggerOptions {
  cooldownMs?: number;
  /** Share of content words two questions must have in common to count as the same. */
  sameQuestionOverlap?: number;
  now?: () => number;
}

const FILLER = new Set(
  "a an the and or but so of to in on at for with about me us you your i we it is are was were do did does can could would will be that this there what how why when where which who tell walk through describe explain please just okay ok well now then".split(' '),
);

export class QuestionTrigger {
  private recent: { words: Set<string>; at: number }[] = [];
  private readonly cooldownMs: number;
  private readonly overlap: number;
  private readonly now: () => number;

  constructor(options: TriggerOptions = {}) {
    this.cooldownMs = options.cooldownMs ?? 30_000;
    this.overlap = options.sameQuestionOverlap ?? 0.6;
    this.now = options.now ?? Date.now;
  }

  onFinalUtterance(utteranceId: string, text: string): TriggeredQuestion[] {
    // A main question and its sub-prompts are one question: one answer covering every part.
    const found = mergeSubPrompts(detectQuestions(text));
    const fresh = found.filter((q) => this.claim(q.text));
    return fresh.map((q, i) => ({ ...q, id: `${utteranceId}.${i + 1}`, utteranceId, part: i + 1, parts: fresh.length }));
  }

  /** The candidate asked for an answer by hand (Space): auto mode must not answer it again. */
  recordManual(question: string): void {
    this.claim(question);
  }

  /** True when this question was answered within the cooldown; remembers nothing. */
  isRecent(question: string): boolean {
    const at = this.now();
    const words = contentWords(question);
    return this.recent.some((r) => at - r.at < this.cooldownMs && similarity(r.words, words) >= this.overlap);
  }

  /** True when the question is new within the cooldown; remembers it. */
  private claim(question: string): boolean {
    const at = this.now();
    this.recent = this.recent.filter((r) => at - r.at < this.cooldownMs);
    const words = contentWords(question);
    if (this.recent.some((r) => similarity(r.words, words) >= this.overlap)) return false;
    this.recent.push({ words, at });
    return true;
  }
}

function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^a-z0-9' ]+/g, ' ')
      .split(/\s+/)
      .filter((w) => w && !FILLER.has(w))
      .map((w) => w.replace(/(?:'s|s)$/, '')),
  );
}

/** Overlap relative to the smaller set: a shortened repeat still counts as the same question. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return a.size === b.size ? 1 : 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.min(a.size, b.size);
}
