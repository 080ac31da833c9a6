// The language one answer is written in: the candidate's "Answers in", else the interview's,
// else under Auto-detect the language the recogniser heard, else a guess from the question's
// own words (offline recognisers never say), else English. Read when the answer starts, so a
// session that switches language mid-way answers the next question in the new one. The answer
// runner passes the guess it made of the question, which this does not make again.
import { guessLanguage } from '../../../lib/language/guess-language';
import { answerLanguageFor } from '../../../lib/language/languages';
import type { SessionContext } from '../session-context';
import type { AnswerJob } from './answer-job';

export function answerLanguageOf(
  ctx: Pick<SessionContext, 'language' | 'heardLanguage'>,
  job: Pick<AnswerJob, 'question' | 'context' | 'screen'>,
  questionLanguage: string | null = job.screen ? null : (guessLanguage(job.question) ?? null),
): string {
  // A screen's text (code, a problem statement copied from anywhere) says nothing of the candidate's language.
  // Only what the interviewer said before the question is new text to guess from: the question's own was guessed.
  const guessed = job.screen ? undefined : (questionLanguage ?? (job.context ? guessLanguage([job.context, job.question].filter(Boolean).join(' ')) : undefined));
  return answerLanguageFor({ answers: ctx.language.answers, interview: ctx.language.interview, detected: ctx.heardLanguage.current() ?? guessed });
}
