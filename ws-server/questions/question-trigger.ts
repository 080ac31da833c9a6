// Auto mode: turns final utterances into questions to answer, at most once each. An
// interviewer who rephrases or repeats a question within the cooldown gets no second
// answer; a question the candidate already triggered by hand is not answered again.
import { packData } from '../../lib/language/packs/registry';
import { detectQuestions, type DetectedQuestion } from './detect-questions';
import { questionRulesFor } from './question-rules-for';
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

  /** `language`: the primary subtag the utterance is in (English when undefined). */
  onFinalUtterance(utteranceId: string, text: string, language?: string): TriggeredQuestion[] {
    // A main question and its sub-prompts are one question: one answer covering every part.
    const found = mergeSubPrompts(detectQuestions(text, language), language);
    const fresh = found.filter((q) => this.claim(q.text, language));
    return fresh.map((q, i) => ({ ...q, id: `${utteranceId}.${i + 1}`, utteranceId, part: i + 1, parts: fresh.length }));
  }

  /** The candidate asked for an answer by hand (Space): auto mode must not answer it again. */
  recordManual(question: string, language?: string): void {
    this.claim(question, language);
  }

  /** True when this question was answered within the cooldown; remembers nothing. */
  isRecent(question: string, language?: string): boolean {
    const at = this.now();
    const words = contentWords(question, language);
    return this.recent.some((r) => at - r.at < this.cooldownMs && similarity(r.words, words) >= this.overlap);
  }

  /** True when the question is new within the cooldown; remembers it. */
  private claim(question: string, language?: string): boolean {
    const at = this.now();
    this.recent = this.recent.filter((r) => at - r.at < this.cooldownMs);
    const words = contentWords(question, language);
    if (this.recent.some((r) => similarity(r.words, words) >= this.overlap)) return false;
    this.recent.push({ words, at });
    return true;
  }
}

/** Characters of scripts written without spaces: their words are compared as pairs of characters. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function contentWords(text: string, language?: string): Set<string> {
  const { plural } = questionRulesFor(language);
  // The detector's share of the language's stop words: it keeps the words that say what a question asks.
  const stopWords = (packData(language, 'stopWords') ?? packData('en', 'stopWords'))!.detector;
  const all = text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^\p{L}\p{M}\p{N}' ]+/gu, ' ').split(/\s+/).filter(Boolean);
  // A question of small words only ("Why?", "Cuénteme un poco sobre usted") is told apart by them,
  // else every such question would look like a repeat of the last one.
  const kept = all.some((w) => !stopWords.has(w)) ? all.filter((w) => !stopWords.has(w)) : all;
  const words = new Set<string>();
  for (const word of kept) {
    if (UNSPACED.test(word)) for (const pair of characterPairs(word)) words.add(pair);
    else words.add(plural ? word.replace(plural, '') : word);
  }
  return words;
}

/** "介绍一下你自己" → 介绍, 绍一, 一下, …: a repeat shares most of its pairs whatever the word breaks. */
function characterPairs(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/** Overlap relative to the smaller set: a shortened repeat still counts as the same question. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return a.size === b.size ? 1 : 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.min(a.size, b.size);
}
