// The answer engine used when no language model is configured: labelled talking points
// built from the candidate's own documents, streamed line by line like any other answer, in
// the answer language where its pack has the words (talking-points.ts), else in English with a notice.
// Given the answer's numbered sources, it quotes those passages (so each ends with its [n]) and
// tells a behavioural question's fitting story in the candidate's own STAR lines.
import { classifyQuestion } from '../../questions/question-kind';
import { primaryLanguage } from '../../../lib/language/languages';
import { AnswerError, SCREEN_UNREADABLE, type AnswerEngine, type AnswerRequest } from '../answer-engine';
import { questionLanguageOf } from '../question-language-of';
import { dropSpokenPassages } from './drop-spoken-passages';
import { offlineLanguageFor } from './offline-languages';
import { selectPassages } from './select-passages';
import { talkingPoints, type OfflineEvidence } from './talking-points';
import type { SelectedPassages } from './select-passages';
import { screenTalkingPoints } from './screen-talking-points';

export interface OfflineEngineOptions {
  /**
   * Stands in for a configured model that is slow or down: the heading loses its reason, "no AI
   * model configured", which is then untrue; the card's label says why the offline answer shows.
   */
  standingIn?: boolean;
}

/** The reason after a heading, in ASCII or full-width brackets: "**Offline talking points** (no AI model configured: …)". */
const HEADING_REASON = /\s*[(（][^()（）]*[)）]\s*$/u;

export function createOfflineEngine(options: OfflineEngineOptions = {}): AnswerEngine {
  return {
    source: 'offline',
    async *stream(request: AnswerRequest, signal: AbortSignal) {
      if (request.screen && !request.screen.text) throw new AnswerError('screen_unreadable', SCREEN_UNREADABLE);
      const question = [request.context, request.question].filter(Boolean).join(' ');
      // The question is in the interviewer's language, which may not be the answers' language.
      const kind = request.kind ?? classifyQuestion(request.question, questionLanguageOf(request) ?? primaryLanguage(request.language ?? 'en'));
      const { language, notice } = offlineLanguageFor(request.language);
      const lines = request.screen
        ? screenTalkingPoints(request.screen.text)
        : talkingPoints(kind, freshPassages(question, request), language, notice, offlineEvidence(request));
      if (options.standingIn) lines[0] = lines[0].replace(HEADING_REASON, '');
      for (const [i, line] of lines.entries()) {
        if (signal.aborted) return;
        yield i === lines.length - 1 ? line : `${line}\n`;
        await new Promise((resolve) => setImmediate(resolve)); // let the socket send each line
      }
    },
  };
}

/**
 * The passages for the question, those the candidate already said out loud moved out of the
 * way: the answer's own numbered sources when it has them, so the numbers match the list.
 */
function freshPassages(question: string, request: AnswerRequest): SelectedPassages {
  const e = request.evidence;
  const picked = e
    ? { resume: e.resume.map((p) => p.text), job: e.job.map((p) => p.text), resumeMatched: true }
    : selectPassages(question, request.resume, request.jobDescription, { resume: 8, job: 2 });
  return { ...picked, resume: dropSpokenPassages(picked.resume, request.candidateSaid).slice(0, 4) };
}

function offlineEvidence(request: AnswerRequest): OfflineEvidence {
  const e = request.evidence;
  if (!e) return {};
  const cites = new Map([...e.resume, ...e.job].map((p) => [p.text, p.n]));
  const story = e.storyFit === 'fits' ? e.stories[0] : undefined;
  return { cites, ...(story ? { story } : {}), ...(e.storyFit === 'none' ? { noStoryFits: true } : {}) };
}
