// Runs the unsupported-claim check on every labelled sentence with its context's sources, split
// the way the check is asked to weigh them, and counts the flags that match a marked claim.
import { matchFlags } from './match-flags';
import type { ClaimCase, ClaimContext, ClaimSet, ClaimSplit } from './types';

export interface ClaimSupportInput {
  record: string[];
  hiring: string[];
  company?: string;
  /** The language the answer is written in, as a session knows it (its answer language). */
  language?: string;
}

export type ClaimCheck = (answer: string, support: ClaimSupportInput) => string[];

export interface CaseResult {
  case: ClaimCase;
  lang: string;
  split: ClaimSplit;
  flags: string[];
  /** The check's error message, when it threw: every expected claim of the case is then missed. */
  threw?: string;
  falsePositives: string[];
  falseNegatives: string[];
  truePositives: number;
}

export interface Tally {
  sentences: number;
  flags: number;
  expected: number;
  truePositives: number;
  threw: number;
}

/**
 * The candidate's record on one side; the job description, the interviewer and the company on
 * the other; and the answer's language, which a session always knows (the answer language it
 * asked the model for), so the check need not guess it from one sentence.
 */
export function supportOf(context: ClaimContext): ClaimSupportInput {
  return {
    record: [context.resume, ...context.stories, ...context.candidateSaid],
    hiring: [context.jobDescription, ...context.interviewer, context.company],
    company: context.company,
    language: context.lang,
  };
}

export function scoreCase(check: ClaimCheck, set: ClaimSet, c: ClaimCase): CaseResult {
  const context = set.contexts.find((x) => x.id === c.context);
  if (!context) throw new Error(`case ${c.id}: no context ${c.context}`);
  const base = { case: c, lang: set.lang, split: set.split };
  let flags: string[];
  try {
    flags = check(c.sentence, supportOf(context));
  } catch (err) {
    return { ...base, flags: [], threw: err instanceof Error ? err.message : String(err), falsePositives: [], falseNegatives: [...c.expected], truePositives: 0 };
  }
  const m = matchFlags(c.sentence, flags, c.expected);
  return {
    ...base,
    flags,
    falsePositives: flags.filter((_, i) => !m.flagMatched[i]),
    falseNegatives: c.expected.filter((_, i) => !m.expectedMatched[i]),
    truePositives: m.truePositives,
  };
}

export function scoreSets(check: ClaimCheck, sets: readonly ClaimSet[]): CaseResult[] {
  return sets.flatMap((set) => set.cases.map((c) => scoreCase(check, set, c)));
}

export function tally(results: readonly CaseResult[]): Tally {
  const t: Tally = { sentences: 0, flags: 0, expected: 0, truePositives: 0, threw: 0 };
  for (const r of results) {
    t.sentences++;
    t.flags += r.flags.length;
    t.expected += r.case.expected.length;
    t.truePositives += r.truePositives;
    if (r.threw !== undefined) t.threw++;
  }
  return t;
}

/** Matched flags over all flags; undefined when nothing was flagged. */
export function precision(t: Tally): number | undefined {
  return t.flags === 0 ? undefined : t.truePositives / t.flags;
}

/** Matched claims over all expected claims; undefined when none was expected. */
export function recall(t: Tally): number | undefined {
  return t.expected === 0 ? undefined : t.truePositives / t.expected;
}
