// What one answer rests on and what it may claim: the numbered sources it is given (looked up
// once per answer in the session's evidence index, the same numbers for the prompt, the offline
// layout and the list under the answer), and, once it is written, the citations that exist and
// the model's claims that no source backs. A "Solve screen" answer has no sources: it reads the
// problem, not the resume.
import { checkCitations } from '../../../lib/evidence/check-citations';
import { findUnsupportedClaims } from '../../../lib/evidence/unsupported-claims';
import type { AnswerSource } from '../../../lib/evidence/answer-source';
import { storyText } from '../../../lib/prep/rank-stories';
import type { EvidenceIndex } from '../../evidence/evidence-index';
import type { Evidence } from '../../evidence/number-sources';
import type { AnswerRequest } from '../../llm/answer-engine';
import type { AnswerJob } from './answer-job';

/** The protocol's bounds on the last message's list of flagged claims. */
const MAX_UNSUPPORTED = 40;
const MAX_CLAIM_CHARS = 200;

/** The sources for one answer, from the session's index; none for a "Solve screen" answer. */
export function evidenceFor(job: AnswerJob, index: EvidenceIndex): Evidence | undefined {
  if (job.screen) return undefined;
  return index.evidenceFor({ question: job.question, context: job.context, behavioural: job.kind === 'behavioural' });
}

/** What the first message of an answer carries about its evidence. */
export function evidenceHeader(evidence: Evidence | undefined): { sources?: AnswerSource[]; story?: 'fits' | 'none' } {
  if (!evidence) return {};
  return { ...(evidence.sources.length > 0 ? { sources: evidence.sources } : {}), ...(evidence.storyFit ? { story: evidence.storyFit } : {}) };
}

export interface CheckedAnswer {
  /** The answer with citations of sources that do not exist removed: what the history keeps. */
  text: string;
  /** On the last message: the cited sources that exist (absent when the answer had none to cite). */
  citations?: number[];
  /** On the last message: a model's figures, names, titles and dates found in no source. */
  unsupported?: string[];
}

/**
 * Offline answers only quote the candidate's own documents, so only a model's answer is
 * checked for claims. What backs a claim about the candidate is their own record: the resume
 * version used, their stories, and what they said on the microphone. The hiring side (the job
 * description, the interviewer's question and what was said before it, the company's name)
 * backs only what the answer says of the company or of what the candidate would do
 * (lib/evidence/unsupported-claims.ts): a figure the interviewer mentioned, or planted in a job
 * description, is never the candidate's to claim.
 */
export function checkAnswer(
  answer: string,
  evidence: Evidence | undefined,
  source: 'ai' | 'offline',
  request: Pick<AnswerRequest, 'question' | 'context' | 'resume' | 'jobDescription' | 'candidateSaid' | 'company' | 'language'>,
): CheckedAnswer {
  if (!evidence) return { text: answer };
  const { text, citations } = checkCitations(answer, evidence.sources.map((s) => s.n));
  const checked: CheckedAnswer = { text, ...(evidence.sources.length > 0 ? { citations } : {}) };
  if (source !== 'ai' || !answer.trim()) return checked;
  const record = [
    ...evidence.sources.filter((s) => s.kind !== 'job').map((s) => s.text),
    request.resume,
    ...evidence.stories.map((s) => storyText(s.story)),
    ...(request.candidateSaid ?? []),
  ];
  const hiring = [...evidence.sources.filter((s) => s.kind === 'job').map((s) => s.text), request.jobDescription, request.question, request.context ?? ''];
  const unsupported = findUnsupportedClaims(text, { record, hiring, ...(request.company ? { company: request.company } : {}), ...(request.language ? { language: request.language } : {}) })
    .slice(0, MAX_UNSUPPORTED)
    .map((claim) => claim.slice(0, MAX_CLAIM_CHARS));
  return unsupported.length > 0 ? { ...checked, unsupported } : checked;
}
