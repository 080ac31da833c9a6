// The shape of the labelled set for the unsupported-claim check: who the candidate is and what
// each side said (a context), and the answer sentences written for them, each with the claims a
// careful reviewer would mark "not in your resume or stories" (as exact substrings of it).

export interface ClaimContext {
  id: string;
  /** The interview's language (ISO 639-1), the language of the answers written in this context. */
  lang: string;
  /** The hiring company's name. */
  company: string;
  /** The resume version used: in the interview's language, or in English for the cross-language cases. */
  resume: string;
  /** The candidate's stories (Situation, Task, Action, Result, figures), one text each. */
  stories: string[];
  /** What the candidate said on the microphone earlier in the session. */
  candidateSaid: string[];
  /** The job description, planted instructions and all. */
  jobDescription: string;
  /** The interviewer's words: what was said before the question, and the question. */
  interviewer: string[];
}

/**
 * What a case exercises. Support: `supported` (claims the candidate's record backs),
 * `unsupported` (claims no source has), `hiring-only` (a claim about the candidate that only the
 * interviewer or the job description has), `hiring-mention` (the company, its figures or the tools
 * it asks for, not claimed as the candidate's past). Kind: `figure`, `date`, `title`, `name`.
 * Form: `spelled` (numbers in words), `non-ascii` (digits of another script, in the sentence or
 * in the source backing it), `code` (inline code or a fenced block), `cross-language` (a title or
 * date backed by the resume in another language). Shape: `no-claim` (nothing to check, look-alikes
 * included) and `several` (more than one claim in the sentence).
 */
export type CaseTag =
  | 'supported'
  | 'unsupported'
  | 'hiring-only'
  | 'hiring-mention'
  | 'spelled'
  | 'non-ascii'
  | 'code'
  | 'title'
  | 'date'
  | 'name'
  | 'figure'
  | 'cross-language'
  | 'no-claim'
  | 'several';

export interface ClaimCase {
  id: string;
  /** A ClaimContext id, in the same file. */
  context: string;
  /** One answer sentence (or bullet), as the model would write it, Markdown and citations included. */
  sentence: string;
  /** The claims to flag: the shortest span that is each claim, each once, in the order they appear. */
  expected: string[];
  tags: CaseTag[];
}

/** `tune` may be read by whoever tunes the check; `held-out` is kept out of the tuning. */
export type ClaimSplit = 'tune' | 'held-out';

export interface ClaimSet {
  lang: string;
  split: ClaimSplit;
  contexts: ClaimContext[];
  cases: ClaimCase[];
}
