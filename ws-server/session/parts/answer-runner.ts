// Streams answers for one session: each delta is sent the moment the engine yields it.
// A question asked by hand (Space) cuts off whatever is being answered, since the candidate
// has moved on; the parts of one utterance's questions wait their turn, each with its own
// answer, while a newer question starts at once and older answers finish in the background.
// A question that grew after its answer started is restarted (replace). One answer's own
// course (screen reading, streaming, timeouts, its last message) is run-answer's.
// Each answer is a paid model call: at most maxAnswersPerMinute start per session, and asking
// again for the question being answered changes nothing.
import { toError } from '../../../lib/errors/to-error';
import { guessLanguage } from '../../../lib/language/guess-language';
import { writeLog } from '../../../lib/logging/write-log';
import type { ServerMessage } from '../../../lib/protocol';
import type { TurnRecord } from '../../history/history-store';
import type { QuestionAndAnswer } from '../../llm/answer-engine';
import { createSlidingWindowLimiter, type SlidingWindowLimiter } from '../../limits/sliding-window-limiter';
import { normalizeQuestion } from '../../questions/normalize-question';
import { SCREEN_ANSWER_CHARS_KEPT } from '../../screen/read-screen-job';
import type { ScreenReader } from '../../screen/screen-reader';
import type { AnswerEngine } from '../ports';
import type { SessionPart } from '../session-part';
import type { AnswerJob } from './answer-job';
import { runAnswer, type RunAnswerOptions } from './run-answer';

export type { AnswerJob } from './answer-job';

export interface AnswerRunnerOptions {
  engine: AnswerEngine;
  engineName: string;
  send(message: ServerMessage): void;
  /** candidateSaid: what the candidate said out loud so far (a /both session's microphone), oldest first. */
  context(): { resume: string; jobDescription: string; candidateSaid?: string[]; company?: string };
  /** The session's evidence index as it is now (session-evidence.ts). */
  evidence: RunAnswerOptions['evidence'];
  /** Turns answered before this runner started (a resumed session), oldest first. */
  history?: QuestionAndAnswer[];
  now(): number;
  firstChunkTimeoutMs: number;
  totalTimeoutMs: number;
  onTurn(turn: Omit<TurnRecord, 'sessionId' | 'profileId'>): void;
  /** An answer starts, and (after its turn) ends: the question being answered is written ahead. */
  onAnswering?: { started(job: AnswerJob): void; ended(job: AnswerJob): void };
  sessionLabel: string;
  /** Answers started in any 60 s, automatic and by hand together: each is a model call. */
  maxAnswersPerMinute: number;
  /** OCR for screen questions; without it they fail as unavailable. */
  readScreen?: ScreenReader;
  /** The language to answer this job in (BCP-47), read as it starts, given the question's guessed language; without it, English. */
  answerLanguage?(job: AnswerJob, questionLanguage: string | null): string;
  /** The offline answer and the model's breaker, for a model that is slow or down. */
  fallback?: RunAnswerOptions['fallback'];
  /** Marks each answer's sources once built (where a story was told in an earlier round). */
  markSources?: RunAnswerOptions['markSources'];
  metrics?: RunAnswerOptions['metrics'];
}

const HISTORY_TURNS = 8;
const MAX_QUEUED = 4;
/** Older answers allowed to keep streaming behind the newest: each is a model call running. */
const MAX_BACKGROUND = 2;

const sameGroup = (a: AnswerJob, b: AnswerJob) => a.group !== undefined && a.group.id === b.group?.id;
const MINUTE_MS = 60_000;

const STARTED_IDS_KEPT = 32;
/** Why close() cuts answers off: an answer stopped for this, and only this, is one to give again after a resume. */
const SESSION_CLOSED = new Error('session closed');
const answersPerMinuteMessage = (max: number) => `Answer limit reached: at most ${max} answers a minute. Wait a moment before asking again.`;

export class AnswerRunner implements SessionPart {
  private current?: { job: AnswerJob; controller: AbortController; done: Promise<void> };
  /** Older automatic answers still streaming after a newer question started: they finish, unhurried. */
  private readonly background = new Set<{ job: AnswerJob; controller: AbortController; done: Promise<void> }>();
  /** Restarts of an answer already counted against the per-minute budget. */
  private readonly restarts = new WeakSet<AnswerJob>();
  /** Question ids whose answer started lately, so restarting one that already finished is not a new start. */
  private readonly startedIds = new Set<string>();
  private queue: AnswerJob[] = [];
  private readonly history: QuestionAndAnswer[];
  /** The newest answered screen question, context for the follow-ups asked about it. */
  private screenProblem?: QuestionAndAnswer;
  private closed = false;
  private holding = false;
  /** The newest answer close() cut off, if any: a session carried on answers its question again. */
  private cutOff?: AnswerJob;
  private count = 0;
  private readonly starts: SlidingWindowLimiter;

  constructor(private readonly o: AnswerRunnerOptions) {
    this.starts = createSlidingWindowLimiter(o.maxAnswersPerMinute, MINUTE_MS, o.now);
    this.history = (o.history ?? []).slice(-HISTORY_TURNS);
  }

  get busy(): boolean {
    return this.current !== undefined;
  }

  /** The question whose answer the end of the session cut off (never a screen's, whose frames are gone). */
  get interrupted(): AnswerJob | undefined {
    return this.cutOff;
  }

  /** The answered turns kept for context (the newest), oldest first: parked when the socket drops. */
  get turns(): QuestionAndAnswer[] {
    return [...this.history];
  }

  /**
   * The session is ending and its recogniser's last words are still coming: a question they
   * complete is not answered here (the socket is going) but kept as the one to answer again
   * when the session is carried on.
   */
  holdNewAnswers(): void {
    this.holding = true;
  }

  submit(job: AnswerJob): void {
    if (this.closed) return;
    if (this.holding) {
      if (!job.screen && (!this.cutOff || job.questionAt > this.cutOff.questionAt)) this.cutOff = job;
      return;
    }
    // Every "Solve screen" press is new: its text is not known until the frames are read.
    if (!job.screen && this.alreadyAnswering(job.question)) {
      writeLog('info', 'answer_repeat_ignored', { session: this.o.sessionLabel, answer: job.id, trigger: job.trigger });
      return;
    }
    // Answers already waiting will start too, so they count; a manual question replaces them.
    if (!this.restarts.has(job) && !this.starts.allows(job.trigger === 'manual' ? 0 : this.queue.length)) {
      writeLog('info', 'answer_rate_limited', { session: this.o.sessionLabel, answer: job.id, trigger: job.trigger, per_minute: this.o.maxAnswersPerMinute });
      this.o.send({ type: 'error', code: 'answer_rate_limited', message: answersPerMinuteMessage(this.o.maxAnswersPerMinute), question_id: job.id });
      return;
    }
    if (job.trigger === 'manual') {
      this.queue = [];
      for (const r of [this.current, ...this.background]) r?.controller.abort(new Error('superseded'));
      this.queue.push(job);
    } else if (this.queue.length < MAX_QUEUED) {
      this.queue.push(job);
      // A newer question does not wait for an older one's answer: that one finishes in the
      // background. Parts of one utterance still go in order, each after the one before.
      if (this.current && this.queue.length === 1 && !sameGroup(this.current.job, job) && this.background.size < MAX_BACKGROUND) {
        this.background.add(this.current);
        this.current = undefined;
      }
    } else {
      writeLog('warn', 'answer_queue_full', { session: this.o.sessionLabel });
      return;
    }
    if (!this.current) this.next();
  }

  /**
   * The question behind answer `job.id` grew after the answer started (speech went on after a
   * pause, or a sub-prompt followed): that answer is cut off and starts again with the whole
   * question. Its start was counted against the per-minute budget already; this one is not.
   */
  replace(job: AnswerJob): void {
    if (this.closed) return;
    // Ending: the grown question is kept for the socket that carries the session on, not started here.
    if (this.holding) return this.submit(job);
    const waiting = this.queue.findIndex((j) => j.id === job.id);
    if (waiting !== -1) {
      this.queue[waiting] = job;
      return;
    }
    const running = [this.current, ...this.background].find((r) => r?.job.id === job.id && !r.controller.signal.aborted);
    if (!running) {
      // Its answer already finished (a short one): the whole question starts again, still one start.
      if (this.startedIds.has(job.id)) this.restarts.add(job);
      return this.submit(job);
    }
    running.controller.abort(new Error('restarted'));
    this.restarts.add(job);
    this.queue.unshift(job);
    if (running !== this.current && this.current) {
      this.background.add(this.current);
      this.current = undefined;
    }
    if (!this.current) this.next();
  }

  /** Cuts off the answer to `questionId` (a speculative start the final transcript did not bear out). */
  cancel(questionId: string): void {
    this.queue = this.queue.filter((j) => j.id !== questionId);
    for (const r of [this.current, ...this.background]) if (r?.job.id === questionId) r.controller.abort(new Error('cancelled'));
  }

  /** True when this question (up to case, punctuation and spacing) is streaming or waiting: asking again must not restart it. */
  private alreadyAnswering(question: string): boolean {
    const asked = normalizeQuestion(question);
    const streaming = [this.current, ...this.background].filter((r) => r && !r.controller.signal.aborted).map((r) => r!.job);
    return [...streaming, ...this.queue].some((j) => normalizeQuestion(j.question) === asked);
  }

  /** Cuts off the running answer and drops the queue (the session is ending); resolves once it has stopped. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue = [];
    const running = [this.current, ...this.background];
    for (const r of running) r?.controller.abort(SESSION_CLOSED);
    await Promise.all(running.map((r) => r?.done));
  }

  private next(): void {
    // Ending: what waits is not started on a socket that is going.
    if (this.closed || this.holding) return;
    const job = this.queue.shift();
    if (!job) return;
    if (!this.restarts.has(job)) this.starts.record();
    this.startedIds.add(job.id);
    if (this.startedIds.size > STARTED_IDS_KEPT) this.startedIds.delete(this.startedIds.values().next().value!);
    const controller = new AbortController();
    const done = this.run(job, controller)
      .catch((error: unknown) => writeLog('error', 'answer_runner_failed', { session: this.o.sessionLabel, answer: job.id, error: toError(error).message }))
      .finally(() => {
        for (const r of this.background) if (r.job === job) this.background.delete(r);
        if (this.current?.job !== job) return;
        this.current = undefined;
        this.next();
      });
    this.current = { job, controller, done };
  }

  private async run(job: AnswerJob, controller: AbortController): Promise<void> {
    const { candidateSaid, company, ...documents } = this.o.context();
    // The question's own words are guessed once, here: the answer language, the prompt and the
    // offline engine all read this guess. A screen's text says nothing of the candidate's language.
    const questionLanguage = job.screen ? null : (guessLanguage(job.question) ?? null);
    const language = this.o.answerLanguage?.(job, questionLanguage);
    this.o.onAnswering?.started(job);
    const outcome = await runAnswer(job, `a${++this.count}`, controller, {
      ...this.o,
      request: () => ({
        ...documents,
        history: this.history.slice(-HISTORY_TURNS),
        ...(candidateSaid?.length ? { candidateSaid } : {}),
        ...(company ? { company } : {}),
        ...(language ? { language } : {}),
        questionLanguage,
      }),
      screenProblem: this.screenProblem,
    });
    const { status, answer, latencyMs } = outcome;
    if (status === 'aborted' && controller.signal.reason === SESSION_CLOSED && !job.screen && (!this.cutOff || job.questionAt > this.cutOff.questionAt)) this.cutOff = job;
    if (status === 'complete') {
      this.history.push({ question: job.question, answer });
      // Only the newest turns ever reach a prompt: a long interview keeps no more than those.
      if (this.history.length > HISTORY_TURNS) this.history.splice(0, this.history.length - HISTORY_TURNS);
      if (job.screen) this.screenProblem = { question: job.question, answer: answer.slice(0, SCREEN_ANSWER_CHARS_KEPT) };
    }
    writeLog('info', 'answer_done', { session: this.o.sessionLabel, answer: job.id, status, latency_ms: latencyMs, chars: answer.length, trigger: job.trigger, shown: outcome.shown });
    this.o.onTurn({
      question: job.question,
      answer,
      questionAt: job.questionDate,
      answerStartedAt: outcome.startedAt,
      answerCompletedAt: status === 'complete' ? new Date() : undefined,
      latencyMs,
      // What was finally shown, and from where: the offline answer in the model's place says so.
      answerEngine: outcome.shown === 'fallback' ? `offline (in place of ${this.o.engineName})` : this.o.engineName,
      status,
      ...(job.screen?.thumbnail ? { screenThumbnail: job.screen.thumbnail } : {}),
      ...(outcome.sources ? { sources: outcome.sources } : {}),
      ...(job.asker ? { speaker: job.asker.id } : {}),
    });
    this.o.onAnswering?.ended(job);
  }
}
