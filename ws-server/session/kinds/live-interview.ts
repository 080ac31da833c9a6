// A live interview: the interviewer's audio is transcribed, their questions (asked by hand or
// detected in auto mode, or read off the screen) are answered with the candidate's resume, job
// description, stories and, on /both, what the candidate has said; each answered turn goes to
// the history with the sources it was given. Held for an application, it is one of its rounds:
// the stories told and the figures claimed are recorded, and a story's source says where it was
// told before. Carried on after a drop or a drain, it answers again the question whose answer
// the old socket's end cut off.
import { answerLanguageOf } from '../parts/answer-language-of';
import { AnswerRunner } from '../parts/answer-runner';
import { AnsweringMark } from '../parts/answering-mark';
import { CandidateWords } from '../parts/candidate-words';
import { HistoryTurns } from '../parts/history-turns';
import { InterviewerQuestions } from '../parts/interviewer-questions';
import { InterruptedAnswer, interruptedQuestionOf } from '../parts/interrupted-answer';
import { LanguageWatch } from '../parts/language-watch';
import { PanelSpeakers } from '../parts/panel-speakers';
import { RoundRecord } from '../parts/round-record';
import { markToldSources } from '../../rounds/mark-told-sources';
import { ScreenQuestions } from '../parts/screen-questions';
import { SecondScreenMirror } from '../parts/second-screen-mirror';
import { SessionEvidence } from '../parts/session-evidence';
import { UnfinishedWords } from '../parts/unfinished-words';
import { openTranscription } from '../parts/transcription';
import type { ScreenReader } from '../../screen/screen-reader';
import type { SessionContext } from '../session-context';
import type { SessionDeps, SessionSettings } from '../session-deps';
import type { SessionKind } from '../session-kind';
import { sessionParts } from '../session-part';

/** What a live interview's parts are built from, besides the session's own context. */
export type LiveInterviewPorts = Pick<
  SessionDeps,
  'createTranscriber' | 'transcriptionName' | 'transcriptionLanguages' | 'answerEngine' | 'answerEngineName' | 'answerFallback' | 'metrics' | 'readScreen' | 'history' | 'contexts' | 'rounds' | 'secondScreen' | 'now'
> & { settings: Pick<SessionSettings, 'answerTimeoutMs' | 'answerFallbackMs' | 'maxAnswersPerMinute' | 'questionCooldownMs'> };

/** How long the end of a session waits for the recogniser's final text of the audio it already has (an offline recogniser under load may take seconds). */
const LAST_WORDS_MS = 3_000;

/** The shared OCR queue serves users in turn: this session's frames wait in its user's line. */
function readScreenAs(read: ScreenReader | undefined, userId: string): ScreenReader | undefined {
  return read && ((frames, signal) => read(frames, signal, userId));
}

export function createLiveInterview(ctx: SessionContext, ports: LiveInterviewPorts): SessionKind {
  const { documents, conn, historyId, userId } = ctx;
  const { settings, history, contexts, now } = ports;
  // A paired phone is shown what the laptop is shown: every message passes the mirror too.
  const mirror =
    ports.secondScreen &&
    new SecondScreenMirror({ userId, sessionId: ctx.sessionId, stream: conn, startedAt: new Date(), ports: ports.secondScreen, now, askNow: (heard) => questions.askedByHand(heard, 'second_screen'), endedAs: ctx.endedAs });
  const send: SessionContext['send'] = mirror
    ? (message) => {
        ctx.send(message);
        mirror.saw(message);
      }
    : ctx.send;
  const turns = new HistoryTurns({ historyId, userId, conn, history, keepsScreenThumbnails: contexts.keepsScreenThumbnails?.bind(contexts, userId) });
  /** /both only: what the candidate said (the microphone), for answers that build on it. */
  const candidate = ctx.source === 'both' ? new CandidateWords({ historyId, conn, history, earlier: ctx.resumed?.conversation.candidate }) : undefined;
  const evidence = new SessionEvidence(() => documents);
  /** A panel's voices, when the recogniser tells them apart: who asked each question, and the names the candidate gives them. */
  const speakers = new PanelSpeakers({ historyId, userId, conn, history, send, now, earlier: ctx.resumed?.conversation.speakers });
  const answering = new AnsweringMark({ historyId, conn, history, turnsWritten: () => turns.flush() });
  /** A session for an application is one of its rounds: what was told in it is recorded. */
  const application = ctx.application;
  const round =
    application && historyId && ports.rounds
      ? new RoundRecord({ historyId, userId, conn, store: ports.rounds, stories: documents.stories, hearsCandidate: ctx.source === 'both' })
      : undefined;
  const answers = new AnswerRunner({
    engine: ports.answerEngine,
    engineName: ports.answerEngineName,
    send,
    context: () => ({ resume: documents.resume, jobDescription: documents.jobDescription, candidateSaid: candidate?.all(), company: ctx.application?.company }),
    evidence: () => evidence.index(),
    history: ctx.resumed?.conversation.turns,
    now,
    firstChunkTimeoutMs: settings.answerTimeoutMs,
    totalTimeoutMs: settings.answerTimeoutMs * 4,
    sessionLabel: conn,
    onTurn: (turn) => {
      turns.save(turn);
      round?.answered(turn);
    },
    onAnswering: {
      started: (job) => {
        round?.nextQuestion();
        answering.started(job);
      },
      ended: (job) => answering.ended(job),
    },
    ...(application ? { markSources: (sources) => markToldSources(sources, application.told, historyId) } : {}),
    maxAnswersPerMinute: settings.maxAnswersPerMinute,
    readScreen: readScreenAs(ports.readScreen, userId),
    answerLanguage: (job, questionLanguage) => answerLanguageOf(ctx, job, questionLanguage),
    fallback: ports.answerFallback && { ...ports.answerFallback, deadlineMs: settings.answerFallbackMs },
    metrics: ports.metrics,
  });
  const questions = new InterviewerQuestions({
    answers,
    mode: ctx.mode,
    cooldownMs: settings.questionCooldownMs,
    now,
    heardLanguage: () => ctx.heardLanguage.code(),
    firstQuestion: ctx.resumed?.conversation.firstQuestion ?? ctx.resumed?.title,
    askers: speakers,
  });
  const screen = new ScreenQuestions({ answers, send, now, conn });
  const carried = ctx.resumed?.conversation;
  const unfinished = new UnfinishedWords({
    words: ctx.resumed?.unfinishedWords,
    heardAlready: [carried?.interrupted?.question, carried?.turns.at(-1)?.question].filter((q): q is string => q !== undefined),
    deliver: (id, text, endedAgoMs) => questions.onFinal(id, text, endedAgoMs),
  });
  const answerAgain = new InterruptedAnswer({ question: ctx.resumed?.conversation.interrupted, answers, now });
  const language = new LanguageWatch({ interview: ctx.language.interview, heardLanguage: ctx.heardLanguage, recogniser: { transcriptionName: ports.transcriptionName, transcriptionLanguages: ports.transcriptionLanguages }, historyId, history, send, conn });
  const transcription = openTranscription(
    { source: ctx.source, createTranscriber: ports.createTranscriber, documents, language: ctx.language.interview, send, now, conn },
    {
      onFinal: (id, text, endedAgoMs) => unfinished.onFinal(id, text, endedAgoMs),
      onInterim: (id, text, atPause) => questions.onInterim(id, text, atPause),
      onFinalEvent: language.onFinal,
      interviewerOf: (id, text, voice) => speakers.heard(id, text, voice),
      onCandidateFinal: (_id, text) => {
        candidate?.add(text);
        round?.heard(text);
      },
    },
  );
  // In the order work flows: hearing, then asking, then answering, then saving. Screen
  // questions run nothing of their own (their answers are the runner's), so have no lifecycle.
  // The evidence index is built once the recognisers are opening, before anything is answered.
  const parts = sessionParts([language, transcription, evidence, unfinished, questions, answerAgain, answering, answers, turns, candidate, round, speakers, mirror]);

  return {
    start: parts.start,
    onAudio: (frame) => transcription.push(frame),
    onMessage(message) {
      switch (message.type) {
        case 'trigger_response':
          mirror?.askedByHand();
          return void questions.askedByHand(message.question);
        case 'screen_question':
          return void screen.ask(message);
        case 'rename_speaker':
          return speakers.rename(message);
        case 'next_question':
        case 'end_practice':
          return `${message.type} is for practice sessions only.`;
      }
    },
    // A live interview's minutes are metered: the meter ends the session itself at the limit.
    onAllowanceSpent: () => undefined,
    title: () => questions.title,
    conversation: () => {
      const interrupted = interruptedQuestionOf(answers.interrupted);
      const panel = speakers.all();
      return { turns: answers.turns, candidate: candidate?.all() ?? [], firstQuestion: questions.title, ...(interrupted ? { interrupted } : {}), ...(panel.length ? { speakers: panel } : {}) };
    },
    async close() {
      // A question whose last words reached the recogniser just before the end is still heard,
      // and kept for the socket that carries the session on, before anything is closed.
      answers.holdNewAnswers();
      await transcription.finish(LAST_WORDS_MS);
      await parts.close();
      mirror?.end();
    },
    flush: parts.flush,
  };
}
