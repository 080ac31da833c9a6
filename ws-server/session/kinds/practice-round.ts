// A practice round: the server asks, the candidate answers out loud, and each answer is
// scored and saved (practice/practice-run.ts). The candidate's audio is the microphone: the
// only channel, or /both's microphone side. No interview minutes are spent; the connection
// counts the round against the daily practice allowance instead.
import { toError } from '../../../lib/errors/to-error';
import { answerLanguageFor } from '../../../lib/language/languages';
import { writeLog } from '../../../lib/logging/write-log';
import { PRACTICE_ROUND_LABELS } from '../../../lib/practice/practice-question';
import { practiceLimitError } from '../../practice/practice-allowance';
import { PracticeRun } from '../../practice/practice-run';
import { CLOSE, ERRORS } from '../close-codes';
import { openTranscription } from '../parts/transcription';
import type { PracticeSettings, SessionContext } from '../session-context';
import type { SessionKind } from '../session-kind';

const DEFAULT_PRACTICE: PracticeSettings = { round: 'mixed', count: 5 };

export function createPracticeRound(ctx: SessionContext): SessionKind {
  const { deps, documents } = ctx;
  const { settings } = deps;
  const { round, count, questions } = ctx.practice ?? DEFAULT_PRACTICE;
  // The interviewer asks in the session's language: the chosen one, or under Auto-detect
  // (nothing heard yet when the round is planned) the candidate's answer language, else
  // English. Feedback is written in the answer language, which may differ (English notes on
  // a German round).
  const language = ctx.heardLanguage.current() ?? answerLanguageFor({ answers: ctx.language.answers, interview: ctx.language.interview });
  const feedbackLanguage = answerLanguageFor({ answers: ctx.language.answers, interview: ctx.language.interview, detected: language });
  const run = new PracticeRun({
    round,
    count,
    ...(questions?.length ? { given: questions } : {}),
    userId: ctx.userId,
    historyId: ctx.historyId,
    sessionId: ctx.sessionId,
    context: () => ({ resume: documents.resume, jobDescription: documents.jobDescription }),
    history: deps.history,
    practice: deps.practice,
    coach: deps.practiceCoach,
    send: (m) => ctx.send(m),
    onDone: (reason) => (reason === 'limit' ? ctx.end(CLOSE.creditLimit, practiceLimitError(settings.practiceDailyMinutes)) : ctx.end(1000)),
    silenceMs: settings.practiceSilenceMs,
    now: deps.now,
    conn: ctx.conn,
    resumed: ctx.resumed?.practice,
    language,
    feedbackLanguage,
    spokenLanguage: () => ctx.heardLanguage.current(),
  });
  const transcription = openTranscription(ctx, {
    onTranscript: (m) => run.onTranscript(m),
    onAudio: (pcm) => run.onAudio(pcm),
    onCandidateFinal: (id, text) => run.onTranscript({ type: 'transcript', id, transcription: text, speech_final: true, ai_answer: false }),
    onCandidateAudio: (pcm) => run.onAudio(pcm),
  });

  return {
    start() {
      transcription.start();
      void run.start().catch((error: unknown) => {
        writeLog('error', 'practice_start_failed', { conn: ctx.conn, error: toError(error).message });
        ctx.end(CLOSE.internal, ERRORS.internal);
      });
    },
    onAudio: (frame) => transcription.push(frame),
    onMessage(message) {
      switch (message.type) {
        case 'next_question':
          return void run.nextQuestion();
        case 'end_practice':
          return void run.end('ended');
        case 'trigger_response':
          return 'trigger_response is not used in practice: the interviewer asks the questions.';
        case 'screen_question':
          return 'screen_question is for interview sessions only.';
      }
    },
    onAllowanceSpent: () => run.end('limit'),
    // The history list's title for the session.
    title: () => `${PRACTICE_ROUND_LABELS[round]} practice`,
    conversation: () => undefined,
    async close() {
      transcription.close();
      await run.close();
    },
    // The round's close waits for its own writes.
    flush: async () => undefined,
  };
}
