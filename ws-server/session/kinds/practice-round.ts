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
import { LanguageWatch } from '../parts/language-watch';
import { openTranscription } from '../parts/transcription';
import type { PracticeSettings, SessionContext } from '../session-context';
import type { SessionDeps, SessionSettings } from '../session-deps';
import type { SessionKind } from '../session-kind';
import { sessionParts, type SessionPart } from '../session-part';

/** What a practice round's parts are built from, besides the session's own context. */
export type PracticeRoundPorts = Pick<SessionDeps, 'createTranscriber' | 'transcriptionName' | 'transcriptionLanguages' | 'history' | 'practice' | 'practiceCoach' | 'now'> & {
  settings: Pick<SessionSettings, 'practiceDailyMinutes' | 'practiceSilenceMs'>;
};

const DEFAULT_PRACTICE: PracticeSettings = { round: 'mixed', count: 5 };

export function createPracticeRound(ctx: SessionContext, ports: PracticeRoundPorts): SessionKind {
  const { documents, conn, historyId } = ctx;
  const { settings, history, now } = ports;
  const send = ctx.send;
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
    historyId,
    sessionId: ctx.sessionId,
    context: () => ({ resume: documents.resume, jobDescription: documents.jobDescription }),
    history,
    practice: ports.practice,
    coach: ports.practiceCoach,
    send,
    onDone: (reason) => (reason === 'limit' ? ctx.end(CLOSE.creditLimit, practiceLimitError(settings.practiceDailyMinutes)) : ctx.end(1000)),
    silenceMs: settings.practiceSilenceMs,
    now,
    conn,
    resumed: ctx.resumed?.practice,
    language,
    feedbackLanguage,
    spokenLanguage: () => ctx.heardLanguage.current(),
  });
  const watch = new LanguageWatch({
    interview: ctx.language.interview,
    heardLanguage: ctx.heardLanguage,
    recogniser: { transcriptionName: ports.transcriptionName, transcriptionLanguages: ports.transcriptionLanguages },
    historyId,
    history,
    send,
    conn,
  });
  const transcription = openTranscription(
    { source: ctx.source, createTranscriber: ports.createTranscriber, documents, language: ctx.language.interview, send, now, conn },
    {
      onTranscript: (m) => run.onTranscript(m),
      onAudio: (pcm) => run.onAudio(pcm),
      onFinalEvent: watch.onFinal,
      onCandidateFinal: (id, text) => run.onTranscript({ type: 'transcript', id, transcription: text, speech_final: true, ai_answer: false }),
      onCandidateAudio: (pcm) => run.onAudio(pcm),
    },
  );
  // The round asks its first question once the recogniser is open; closed after it, it scores
  // the answer in progress and waits for its own writes.
  const asking: SessionPart = {
    start: () =>
      void run.start().catch((error: unknown) => {
        writeLog('error', 'practice_start_failed', { conn, error: toError(error).message });
        ctx.end(CLOSE.internal, ERRORS.internal);
      }),
    close: () => run.close(),
  };
  const parts = sessionParts([watch, transcription, asking]);

  return {
    start: parts.start,
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
        case 'rename_speaker':
          return `${message.type} is for interview sessions only.`;
      }
    },
    onAllowanceSpent: () => run.end('limit'),
    // The history list's title for the session.
    title: () => `${PRACTICE_ROUND_LABELS[round]} practice`,
    conversation: () => undefined,
    close: parts.close,
    flush: parts.flush,
  };
}
