// Fits the resume, the job description, the answer's numbered sources, the earlier turns and
// what the candidate said out loud into one token budget, so a 50-page resume or a two-hour
// interview costs no more per answer than a one-page one. The most recent turns and the
// candidate's most recent words are kept first (each up to a share of the budget), then the
// sources in their order (a behavioural question's stories lead), up to a share of what is
// left; the documents get the rest, the resume shrinking first since its best lines are among
// the sources. When the documents do not fit whole, their lines are ranked by BM25 against the
// question and the best are kept in their original order, with "[…]" where lines were left out.
import type { AnswerSource } from '../../lib/evidence/answer-source';
import type { AnswerRequest, QuestionAndAnswer } from './answer-engine';
import { estimateTokens } from './estimate-tokens';
import { Bm25Index } from '../../lib/retrieval/bm25';
import { tokenize } from '../../lib/retrieval/rank-terms';

export interface FitContextOptions {
  tokenBudget: number;
  historyTurns: number;
}

export interface FittedContext {
  resume: string;
  jobDescription: string;
  history: QuestionAndAnswer[];
  /** The candidate's newest words that fit, oldest first, one utterance a line ('' when none). */
  candidateSaid: string;
  /** The sources that fit, in their order; the last one kept may be cut short ("…"). */
  sources: AnswerSource[];
}

/** History never takes more than this share, so the documents always get most of the budget. */
const HISTORY_SHARE = 0.3;
/** The candidate's own words: enough for the last few answers they gave. */
const CANDIDATE_SHARE = 0.2;
/** The numbered sources' share of what history and the candidate's words leave: the rest is the documents'. */
const SOURCES_SHARE = 0.5;
/** A source cut shorter than this is not worth its number. */
const MIN_SOURCE_TOKENS = 24;
/** The job description's share when both documents are too long: the resume carries the evidence. */
const JOB_SHARE = 1 / 3;
const GAP = '[…]';
/** A line longer than this is split into sentences, so one paragraph cannot crowd out the rest. */
const MAX_CHUNK_CHARS = 600;

export function fitContext(
  request: Pick<AnswerRequest, 'question' | 'context' | 'resume' | 'jobDescription' | 'history' | 'candidateSaid' | 'evidence'>,
  options: FitContextOptions,
): FittedContext {
  const budget = Math.max(0, options.tokenBudget);
  const history = fitHistory(request.history.slice(-options.historyTurns), Math.floor(budget * HISTORY_SHARE));
  const candidateSaid = fitCandidate(request.candidateSaid ?? [], Math.floor(budget * CANDIDATE_SHARE));
  const afterTalk = budget - history.reduce((n, t) => n + turnTokens(t), 0) - estimateTokens(candidateSaid);
  const sources = fitSources(request.evidence?.sources ?? [], Math.floor(Math.max(0, afterTalk) * SOURCES_SHARE));
  const left = afterTalk - sources.reduce((n, s) => n + sourceTokens(s), 0);
  const resume = request.resume.trim();
  const job = request.jobDescription.trim();
  const resumeTokens = estimateTokens(resume);
  const jobTokens = estimateTokens(job);
  if (resumeTokens + jobTokens <= left) return { resume, jobDescription: job, history, candidateSaid, sources };

  const query = tokenize([request.context, request.question].filter(Boolean).join(' '));
  const jobBudget = Math.min(jobTokens, Math.max(Math.floor(left * JOB_SHARE), left - resumeTokens));
  const jobDescription = jobTokens <= jobBudget ? job : selectChunks(job, query, jobBudget);
  const resumeBudget = left - estimateTokens(jobDescription);
  return { resume: resumeTokens <= resumeBudget ? resume : selectChunks(resume, query, resumeBudget), jobDescription, history, candidateSaid, sources };
}

/** As the prompt lists a source ("[n] label: text"), with its newline. */
export function sourceLine(source: AnswerSource): string {
  return `[${source.n}] ${source.label}: ${source.text}`;
}

function sourceTokens(source: AnswerSource): number {
  return estimateTokens(sourceLine(source)) + 1;
}

/**
 * The sources in their order while they fit. The first that does not is cut to what is left
 * (a long story keeps its beginning) when enough is left to be worth citing; the rest are
 * dropped, so their numbers never reach the prompt.
 */
function fitSources(sources: readonly AnswerSource[], budget: number): AnswerSource[] {
  const kept: AnswerSource[] = [];
  let used = 0;
  for (const source of sources) {
    const cost = sourceTokens(source);
    if (used + cost <= budget) {
      kept.push(source);
      used += cost;
      continue;
    }
    const room = budget - used - sourceTokens({ ...source, text: '' }) - 1;
    if (room >= MIN_SOURCE_TOKENS) kept.push({ ...source, text: cutToTokens(source.text, room) });
    break;
  }
  return kept;
}

/** The text's beginning within `tokens` (estimated), ending in "…". */
function cutToTokens(text: string, tokens: number): string {
  let end = Math.min(text.length, tokens * 4);
  while (end > 0 && estimateTokens(`${text.slice(0, end)}…`) > tokens) end = Math.floor(end * 0.9);
  return `${text.slice(0, end).trimEnd()}…`;
}

/** As the prompt lays a turn out ("Interviewer: …\nCandidate: …"), with the blank line between turns. */
function turnTokens(turn: QuestionAndAnswer): number {
  return estimateTokens(turn.question) + estimateTokens(turn.answer) + 4;
}

/** The newest turns that fit, oldest first; stops at the first that does not, so no gap opens in the conversation. */
function fitHistory(turns: QuestionAndAnswer[], budget: number): QuestionAndAnswer[] {
  const kept: QuestionAndAnswer[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const cost = turnTokens(turns[i]);
    if (used + cost > budget) break;
    used += cost;
    kept.unshift(turns[i]);
  }
  return kept;
}

/**
 * The newest utterances that fit, oldest first. When even the newest does not fit whole, its
 * last words are kept ("…" in front): what the candidate just said matters most.
 */
function fitCandidate(utterances: string[], budget: number): string {
  const kept: string[] = [];
  let used = 0;
  for (let i = utterances.length - 1; i >= 0; i--) {
    const text = utterances[i].trim();
    if (!text) continue;
    const cost = estimateTokens(text) + 1;
    if (used + cost > budget) {
      if (kept.length === 0) {
        const words = text.split(/\s+/);
        let from = words.length;
        let chars = 1;
        // Walks back from the last word while "… " and the words so far stay in the budget.
        while (from > 0 && Math.max(Math.ceil((chars + 1 + words[from - 1].length) / 4), words.length - from + 2) + 1 <= budget) {
          from--;
          chars += 1 + words[from].length;
        }
        if (from < words.length) kept.unshift(`… ${words.slice(from).join(' ')}`);
      }
      break;
    }
    used += cost;
    kept.unshift(text);
  }
  return kept.join('\n');
}

/** The chunks most relevant to the query, then the earliest, within `budget`, in document order. */
function selectChunks(text: string, query: string[], budget: number): string {
  const chunks = toChunks(text);
  const ranked = query.length > 0 ? new Bm25Index(chunks.map(tokenize)).rank(query, chunks.length).map((r) => r.index) : [];
  const rankedSet = new Set(ranked);
  const order = [...ranked, ...chunks.map((_, i) => i).filter((i) => !rankedSet.has(i))];
  const chosen = new Set<number>();
  // Each kept line may be preceded by a gap marker and is followed by a newline: two tokens at
  // most on top of its own; two more are reserved for a trailing marker.
  let used = 2;
  for (const i of order) {
    const cost = estimateTokens(chunks[i]) + 2;
    if (used + cost > budget) continue;
    used += cost;
    chosen.add(i);
  }
  if (chosen.size === 0) return budget >= estimateTokens(GAP) ? GAP : '';
  const lines: string[] = [];
  for (const [i, chunk] of chunks.entries()) {
    if (chosen.has(i)) lines.push(chunk);
    else if (lines.at(-1) !== GAP) lines.push(GAP);
  }
  return lines.join('\n');
}

function toChunks(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line) => (line.length > MAX_CHUNK_CHARS ? line.split(/(?<=[.!?])\s+/) : [line]))
    .flatMap((part) => {
      const pieces: string[] = [];
      for (let at = 0; at < part.length; at += MAX_CHUNK_CHARS) pieces.push(part.slice(at, at + MAX_CHUNK_CHARS));
      return pieces;
    });
}
