// Streams answers for one session: each delta is sent the moment the engine yields it.
// A question asked by hand (Space) cuts off whatever is being answered, since the candidate
// has moved on; questions detected automatically wait their turn, so each part of a
// multi-part question gets its own answer. Every answer ends with a speech_final message
// carrying its latency (question end to first chunk), even when it was cut off or failed.
import type { QuestionKind } from '../questions/question-kind';
import { log } from '../log';
import type { TurnRecord } from '../history/history-store';
import { AnswerError, ANSWER_FAILED, ANSWER_RATE_LIMITED, type AnswerErrorCode } from '../llm/answer-engine';
import type { AnswerEngine } from './ports';

export interface AnswerJob {
  id: string;
  question: string;
  kind: QuestionKind;
  context?: string;
  trigger: 'manual' | 'auto';
  /** Monotonic ms when the question ended (the final transcript, or the trigger message). */
  questionAt: number;
  questionDate: Date;
  /** Parts of one multi-part question share a group. */
  group?: { id: string; part: number; parts: number };
}

export interface AnswerRunnerOptions {
  engine: AnswerEngine;
  engineName: string;
  send(message: Record<string, unknown>): void;
  context(): { resume: string; jobDescription: string };
  now(): number;
  firstChunkTimeoutMs: number;
  totalTimeoutMs: number;
  onTurn(turn: Omit<TurnRecord, 'sessionId' | 'profileId'>): void;
  sessionLabel: string;
}

const HISTORY_TURNS = 8;
const MAX_QUEUED = 4;

export class AnswerRunner {
  private current?: { job: AnswerJob; controller: AbortController; done: Promise<void> };
  private queue: AnswerJob[] = [];
  private readonly history: { question: string; answer: string }[] = [];
  private closed = false;
  private count = 0;

  constructor(private readonly o: AnswerRunnerOptions) {}

  get busy(): boolean {
    return this.current !== undefined;
  }

  submit(job: AnswerJob): void {
    if (this.closed) return;
    if (job.trigger === 'manual') {
      this.queue = [];
      this.current?.controller.abort(new Error('superseded'));
      this.queue.push(job);
    } else if (this.queue.length < MAX_QUEUED) {
      this.queue.push(job);
    } else {
      log('warn', 'answer_queue_full', { session: this.o.sessionLabel });
      return;
    }
    if (!this.current) this.next();
  }

  /** Cuts off the running answer and drops the queue (the session is ending); resolves once it has stopped. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue = [];
    this.current?.controller.abort(new Error('session closed'));
    await this.current?.done;
  }

  private next(): void {
    const job = this.queue.shift();
    if (!job || this.closed) return;
    const controller = new AbortController();
    const done = this.run(job, controller)
      .catch((error: Error) => log('error', 'answer_runner_failed', { session: this.o.sessionLabel, answer: job.id, error: error.message }))
      .finally(() => {
        if (this.current?.job === job) this.current = undefined;
        this.next();
      });
    this.current = { job, controller, done };
  }

  private async run(job: AnswerJob, controller: AbortController): Promise<void> {
    const { engine, engineName, send, now } = this.o;
    const answerId = `a${++this.count}`;
    const ids = { id: answerId, question_id: job.id, ...(job.group ? { group_id: job.group.id, part: job.group.part, parts: job.group.parts } : {}) };
    let questionSent = false;
    // The question's text travels on the first message of each answer (protocol.ts).
    const withQuestion = () => (questionSent ? {} : ((questionSent = true), { question: job.question }));
    let answer = '';
    let latencyMs: number | undefined;
    let startedDate: Date | undefined;
    let status: 'complete' | 'aborted' | 'failed' = 'complete';
    const firstChunkTimer = setTimeout(() => controller.abort(new AnswerTimeout()), this.o.firstChunkTimeoutMs);
    const totalTimer = setTimeout(() => controller.abort(new AnswerTimeout()), this.o.totalTimeoutMs);
    try {
      const { resume, jobDescription } = this.o.context();
      const stream = engine.stream(
        { question: job.question, kind: job.kind, context: job.context, resume, jobDescription, history: this.history.slice(-HISTORY_TURNS) },
        controller.signal,
      );
      for await (const delta of abortable(stream, controller.signal)) {
        if (!delta) continue;
        if (latencyMs === undefined) {
          latencyMs = now() - job.questionAt;
          startedDate = new Date();
          clearTimeout(firstChunkTimer);
        }
        answer += delta;
        send({ type: 'answer', ...ids, ...withQuestion(), transcription: delta, ai_answer: true, speech_final: false, source: engine.source });
      }
      if (controller.signal.aborted) throw controller.signal.reason;
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      if (reason instanceof AnswerTimeout) {
        status = 'failed';
        send({ type: 'error', code: 'answer_failed', message: 'The answer took too long and was stopped. Press Space to try again.', question_id: job.id });
      } else if (controller.signal.aborted) {
        status = 'aborted';
      } else {
        status = 'failed';
        const { code, message, detail } = describeAnswerError(error);
        log('warn', 'answer_failed', { session: this.o.sessionLabel, answer: job.id, code, engine: engineName, detail });
        send({ type: 'error', code, message, question_id: job.id });
      }
    } finally {
      clearTimeout(firstChunkTimer);
      clearTimeout(totalTimer);
    }
    send({
      type: 'answer',
      ...ids,
      ...withQuestion(),
      transcription: '',
      ai_answer: true,
      speech_final: true,
      source: engine.source,
      ...(latencyMs === undefined ? {} : { latency_ms: latencyMs }),
      status,
    });
    if (status === 'complete') this.history.push({ question: job.question, answer });
    log('info', 'answer_done', { session: this.o.sessionLabel, answer: job.id, status, latency_ms: latencyMs, chars: answer.length, trigger: job.trigger });
    this.o.onTurn({
      question: job.question,
      answer,
      questionAt: job.questionDate,
      answerStartedAt: startedDate,
      answerCompletedAt: status === 'complete' ? new Date() : undefined,
      latencyMs,
      answerEngine: engineName,
    });
  }
}

/**
 * Iterates until the signal aborts, without waiting for the engine's next chunk: an engine
 * that ignores its signal (or hangs) cannot hold up the next answer or a timeout.
 */
async function* abortable<T>(iterable: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const it = iterable[Symbol.asyncIterator]();
  let onAbort!: () => void;
  const aborted = new Promise<'aborted'>((resolve) => {
    onAbort = () => resolve('aborted');
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    for (;;) {
      const pending = it.next();
      const step = await Promise.race([pending, aborted]);
      if (step === 'aborted') {
        pending.catch(() => undefined);
        void Promise.resolve(it.return?.()).catch(() => undefined);
        return;
      }
      if (step.done) return;
      yield step.value;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

class AnswerTimeout extends Error {
  constructor() {
    super('answer timed out');
  }
}

/** An engine's error as a protocol code and words a user can read (the engine's own for an AnswerError). */
export function describeAnswerError(error: unknown): { code: AnswerErrorCode; message: string; detail?: string } {
  if (error instanceof AnswerError) return { code: error.code, message: error.message, detail: error.detail };
  const status = Number((error as { status?: unknown; statusCode?: unknown } | undefined)?.statusCode ?? (error as { status?: unknown } | undefined)?.status);
  if (status === 429) return { code: 'answer_rate_limited', message: ANSWER_RATE_LIMITED };
  return { code: 'answer_failed', message: ANSWER_FAILED, detail: error instanceof Error ? error.name : undefined };
}
