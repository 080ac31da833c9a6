// The answer engine used when no language model is configured: labelled talking points
// built from the candidate's own documents, streamed line by line like any other answer, in
// the answer language where the engine has its words (./languages), else in English with a notice.
import { classifyQuestion } from '../../questions/question-kind';
import { guessLanguage } from '../../../lib/language/guess-language';
import { primaryLanguage } from '../../../lib/language/languages';
import { AnswerError, SCREEN_UNREADABLE, type AnswerEngine, type AnswerRequest } from '../answer-engine';
import { dropSpokenPassages } from './drop-spoken-passages';
import { offlineLanguageFor } from './offline-languages';
import { selectPassages } from './select-passages';
import { talkingPoints } from './talking-points';
import { screenTalkingPoints } from '../../screen/screen-talking-points';

export function createOfflineEngine(): AnswerEngine {
  return {
    source: 'offline',
    async *stream(request: AnswerRequest, signal: AbortSignal) {
      if (request.screen && !request.screen.text) throw new AnswerError('screen_unreadable', SCREEN_UNREADABLE);
      const question = [request.context, request.question].filter(Boolean).join(' ');
      // The question is in the interviewer's language, which may not be the answers' language.
      const kind = request.kind ?? classifyQuestion(request.question, guessLanguage(request.question) ?? primaryLanguage(request.language ?? 'en'));
      const { language, notice } = offlineLanguageFor(request.language);
      const lines = request.screen ? screenTalkingPoints(request.screen.text) : talkingPoints(kind, freshPassages(question, request), language, notice);
      for (const [i, line] of lines.entries()) {
        if (signal.aborted) return;
        yield i === lines.length - 1 ? line : `${line}\n`;
        await new Promise((resolve) => setImmediate(resolve)); // let the socket send each line
      }
    },
  };
}

/** The passages for the question, those the candidate already said out loud moved out of the way. */
function freshPassages(question: string, request: AnswerRequest) {
  const picked = selectPassages(question, request.resume, request.jobDescription, { resume: 8, job: 2 });
  return { ...picked, resume: dropSpokenPassages(picked.resume, request.candidateSaid).slice(0, 4) };
}
