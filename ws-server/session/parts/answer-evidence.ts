// What one answer rests on and what it may claim: the numbered sources it is given (built once
// per answer, the same numbers for the prompt, the offline layout and the list under the
// answer), and, once it is written, the citations that exist and the model's claims that no
// source backs. A "Solve screen" answer has no sources: it reads the problem, not the resume.
import { checkCitations } from '../../../lib/evidence/check-citations';
import { findUnsupportedClaims } from '../../../lib/evidence/unsupported-claims';
import type { AnswerSource } from '../../../lib/evidence/answer-source';
import type { StoryForAnswer } from '../../../lib/prep/prep-types';
import { storyText } from '../../../lib/prep/rank-stories';
import { buildEvidence, type Evidence } from '../../evidence/build-evidence';
import type { AnswerRequest } from '../../llm/answer-engine';
import { ACHIEVEMENT } from '../../llm/offline/select-passages';
import type { AnswerJob } from './answer-job';

/** The protocol's bounds on the last message's list of flagged claims. */
const MAX_UNSUPPORTED = 40;
const MAX_CLAIM_CHARS = 200;

export function evidenceFor(job: AnswerJob, documents: { resume: string; jobDescription: string; stories?: readonly StoryForAnswer[] }): Evidence | undefined {
  if (job.screen) return undefined;
  return buildEvidence({
    question: job.question,
    context: job.context,
    behavioural: job.kind === 'behavioural',
    resume: documents.resume,
    jobDescription: documents.jobDescription,
    stories: documents.stories ?? [],
    // The offline engine's language tables know each language's achievement verbs.
    isAchievement: (passage) => ACHIEVEMENT.test(passage),
  });
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
 * checked for claims. Everything the model was shown counts as support: its sources, the whole
 * resume and job description, the question, what was said before it, and what the candidate said.
 */
export function checkAnswer(answer: string, evidence: Evidence | undefined, source: 'ai' | 'offline', request: Pick<AnswerRequest, 'question' | 'context' | 'resume' | 'jobDescription' | 'candidateSaid'>): CheckedAnswer {
  if (!evidence) return { text: answer };
  const { text, citations } = checkCitations(answer, evidence.sources.map((s) => s.n));
  const checked: CheckedAnswer = { text, ...(evidence.sources.length > 0 ? { citations } : {}) };
  if (source !== 'ai' || !answer.trim()) return checked;
  const support = [
    ...evidence.sources.map((s) => s.text),
    request.resume,
    request.jobDescription,
    request.question,
    request.context ?? '',
    ...evidence.stories.map((s) => storyText(s.story)),
    ...(request.candidateSaid ?? []),
  ];
  const unsupported = findUnsupportedClaims(text, support)
    .slice(0, MAX_UNSUPPORTED)
    .map((claim) => claim.slice(0, MAX_CLAIM_CHARS));
  return unsupported.length > 0 ? { ...checked, unsupported } : checked;
}
