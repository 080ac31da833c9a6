import type { Token } from '../tokenize';

/**
 * What the rubric knows about one language, as data: each language is one table
 * (lib/language/packs/<code>/rubric.ts) and the scoring code reads whichever table the answer's
 * language names, so no rule of the rubric branches on a language code. A field a language
 * leaves out means the rubric has nothing for it there, and the part that needs it says so
 * rather than judging the answer by another language's rules.
 */
export type StarElement = 'Situation' | 'Task' | 'Action' | 'Result';
export type ReasonedElement = 'opening statement' | 'reasoning or steps' | 'example or trade-off' | 'conclusion';

export interface PaceRange {
  /** Words, or for languages written without spaces (Chinese, Japanese) characters. */
  unit: 'words' | 'characters';
  /** The pace most listeners of the language follow comfortably, per minute. */
  best: { min: number; max: number };
  /** Below or above these the pace part reaches 0. */
  worst: { min: number; max: number };
}

export interface FeedbackLanguage {
  /** Primary subtag ("es"), or "" for the table used when a language has none of its own. */
  code: string;
  /** Filler words in a tokenised answer; each language decides which words count and where. */
  countFillers(tokens: readonly Token[]): number;
  /** Words too common to say what an answer is about (lower case). */
  stopWords: ReadonlySet<string>;
  /** Reduces a word so that its inflections meet ("managed", "manager" → "manag"). */
  stem(word: string): string;
  /**
   * Written without spaces (Chinese, Japanese): the tokeniser gives one token per character,
   * and relevance compares pairs of neighbouring characters instead of words.
   */
  characterBased?: boolean;
  /** Words (or "and then"-style phrases) that start a new clause in a transcript without punctuation. */
  clauseJoins: readonly string[];
  /** Cue phrases of each STAR element, for behavioural answers; absent: structure is not scored. */
  star?: Record<StarElement, RegExp>;
  /** Cue phrases of a reasoned answer's elements, for technical and other questions. */
  reasoned?: { opening: RegExp; reasoning: RegExp; example: RegExp; conclusion: RegExp };
  /** Absent: pace is left out of delivery, and the feedback says so. */
  pace?: PaceRange;
  /** Below this many words (characters) an answer is too short to show anything. */
  minUnits: number;
  /** Number words ("three", "tres"); each counts as a figure, a run of them once. */
  numberWords: ReadonlySet<string>;
  /** A token that says "percent" (a token ending in "%" counts in every language). */
  percentWord: RegExp;
  /** For languages whose "percent" is not one token ("百分之"): tested against the whole answer. */
  percentText?: RegExp;
  /** Outcome verbs: tested against the start of each word, or for character-based languages anywhere in the text. */
  outcomes: RegExp;
  /**
   * How named tools show up beyond the shared list: "capitalised" mid-sentence (English,
   * Spanish…; not German, which capitalises every noun), "latin" words inside a text of another
   * script (Hindi, Chinese), or "none".
   */
  names: 'capitalised' | 'latin' | 'none';
  /** Capitalised words that are not names (sentence openings, pronouns, months). */
  notNames: ReadonlySet<string>;
  /** A question's topic in a few words, for the thank-you note ("a conflict with a colleague"). */
  topicOf(question: string, table: FeedbackLanguage): string;
  /** Groups of words an on-topic answer uses for a question's words; each group is one term. */
  topicGroups: readonly (readonly string[])[];
}

/** A set from a whitespace-separated list, as the tables write them. */
export function wordSet(list: string): ReadonlySet<string> {
  return new Set(list.trim().split(/\s+/).filter(Boolean));
}

/**
 * A regular expression matching any of the phrases as whole words, in any script: `\b` only
 * knows ASCII letters, so "situación" would never end a match. Phrases may use regex syntax.
 */
export function phrases(list: readonly string[], options: { wholeWords?: boolean } = {}): RegExp {
  const body = `(?:${list.join('|')})`;
  return options.wholeWords === false ? new RegExp(body, 'iu') : new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${body}(?![\\p{L}\\p{M}\\p{N}])`, 'iu');
}
