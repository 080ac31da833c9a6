// A live interview: the interviewer's audio is transcribed, their questions (asked by hand or
// detected in auto mode, or read off the screen) are answered with the candidate's resume, job
// description, stories and, on /both, what the candidate has said; each answered turn goes to
// the history with the sources it was given.
import { answerLanguageOf } from '../parts/answer-language-of';
import { AnswerRunner } from '../parts/answer-runner';
import { CandidateWords } from '../parts/candidate-words';
import { HistoryTurns } from '../parts/history-turns';
import { InterviewerQuestions } from '../parts/interviewer-questions';
import { ScreenQuestions } from '../parts/screen-questions';
import { openTranscription } from '../parts/transcription';
import type { ScreenReader } from '../../screen/screen-reader';
import type { SessionContext } from '../session-context';
import type { SessionKind } from '../session-kind';

/** The shared OCR queue serves users in turn: this session's frames wait in its user's line. */
function readScreenAs(read: ScreenReader | undefined, userId: string): ScreenReader | undefined {
  return read && ((frames, signal) => read(frames, signal, userId));
}

export function createLiveInterview(ctx: SessionContext): SessionKind {
  const { deps, documents } = ctx;
  const { settings } = deps;
  const turns = new HistoryTurns(ctx);
  /** /both only: what the candidate said (the microphone), for answers that build on it. */
  const candidate = ctx.source === 'both' ? new CandidateWords(ctx) : undefined;
  const answers = new AnswerRunner({
    engine: deps.answerEngine,
    engineName: deps.answerEngineName,
    send: (m) => ctx.send(m),
    context: () => ({ resume: documents.resume, jobDescription: documents.jobDescription, candidateSaid: candidate?.all(), stories: documents.stories }),
    history: ctx.resumed?.conversation.turns,
    now: deps.now,
    firstChunkTimeoutMs: settings.answerTimeoutMs,
    totalTimeoutMs: settings.answerTimeoutMs * 4,
    sessionLabel: ctx.conn,
    onTurn: (turn) => turns.save(turn),
    maxAnswersPerMinute: settings.maxAnswersPerMinute,
    readScreen: readScreenAs(deps.readScreen, ctx.userId),
    answerLanguage: (job, questionLanguage) => answerLanguageOf(ctx, job, questionLanguage),
  });
  const questions = new InterviewerQuestions(ctx, answers);
  const screen = new ScreenQuestions(ctx, answers);
  const transcription = openTranscription(ctx, {
    onFinal: (id, text) => questions.onFinal(id, text),
    onInterim: (id, text, atPause) => questions.onInterim(id, text, atPause),
    onCandidateFinal: (_id, text) => candidate?.add(text),
  });

  return {
    start: () => transcription.start(),
    onAudio: (frame) => transcription.push(frame),
    onMessage(message) {
      switch (message.type) {
        case 'trigger_response':
          return void questions.askedByHand(message.question);
        case 'screen_question':
          return void screen.ask(message);
        case 'next_question':
        case 'end_practice':
          return `${message.type} is for practice sessions only.`;
      }
    },
    // A live interview's minutes are metered: the meter ends the session itself at the limit.
    onAllowanceSpent: () => undefined,
    title: () => questions.title,
    conversation: () => ({ turns: answers.turns, candidate: candidate?.all() ?? [], firstQuestion: questions.title }),
    async close() {
      questions.close();
      transcription.close();
      await answers.close();
    },
    flush: async () => {
      await Promise.all([turns.flush(), candidate?.flush()]);
    },
  };
}
