// One answer's text when a model is configured, so the candidate is never left waiting on it:
// the model is asked, and if it has sent nothing by the deadline (WS_ANSWER_FALLBACK_MS), or
// fails before its first text (an error, a 429 or 5xx even before its retry, a broken stream),
// the offline answer streams at once in its place. The model keeps its chance until its
// first-chunk timeout: if its text comes, it takes the offline answer's place (`replaces`) and
// the offline answer stops. While the answer model's breaker is open no model is asked at all.
// Every model attempt reports to the breaker: its first text is a success, a failure or a
// timeout before any text a failure (an abort, the candidate moving on, is neither).
import type { Schedule } from '../../../lib/timers/schedule';
import { abortable } from '../../llm/abortable';
import type { AnswerEngine, AnswerRequest } from '../../llm/answer-engine';
import type { CircuitBreaker } from '../../providers/circuit-breaker';

export interface AnswerFallback {
  /** The offline engine, shown while the model is slow or failing. */
  engine: AnswerEngine;
  /** The answer model's breaker, one per server. */
  breaker: CircuitBreaker;
  /** Time from the model call's start to the offline answer, when the model has sent nothing. */
  deadlineMs: number;
}

export interface AnswerPiece {
  text: string;
  source: 'ai' | 'offline';
  /** An offline piece shown in the configured model's place. */
  fallback?: boolean;
  /** The model's first piece after offline text was shown: it starts the answer afresh. */
  replaces?: boolean;
}

export interface AnswerWithFallbackOptions {
  model: AnswerEngine;
  fallback?: AnswerFallback;
  /** The model's attempt is abandoned when it has sent nothing by then. */
  firstChunkTimeoutMs: number;
  schedule: Schedule;
  /**
   * How long the candidate has already waited since the question ended (detection, a queue):
   * the deadline counts from the question, not from the model call, so it holds under load.
   */
  waitedMs?: number;
  /** A model attempt failed or timed out (for the log and the metrics); never called for an abort. */
  onModelError?(error: unknown): void;
}

type Event = { kind: 'model' | 'offline'; text: string } | { kind: 'model_end' | 'offline_end' | 'deadline' | 'retry' } | { kind: 'model_error' | 'offline_error'; error: unknown };

export class ModelTimeout extends Error {
  constructor() {
    super('the model sent nothing before its first-chunk timeout');
  }
}

export async function* answerWithFallback(request: AnswerRequest, signal: AbortSignal, o: AnswerWithFallbackOptions): AsyncGenerator<AnswerPiece> {
  const { model, fallback } = o;
  if (!fallback || model.source === 'offline') {
    for await (const text of abortable(model.stream(request, signal), signal)) yield { text, source: model.source };
    return;
  }
  const offlinePiece = (text: string): AnswerPiece => ({ text, source: 'offline', fallback: true });
  if (!fallback.breaker.allowRequest()) {
    for await (const text of abortable(fallback.engine.stream(request, signal), signal)) yield offlinePiece(text);
    return;
  }
  const events = new EventQueue<Event>();
  const modelControl = new AbortController();
  const offlineControl = new AbortController();
  const stopAll = () => (modelControl.abort(signal.reason), offlineControl.abort(signal.reason), events.close());
  signal.addEventListener('abort', stopAll, { once: true });
  const cancelDeadline = o.schedule(() => events.push({ kind: 'deadline' }), Math.max(0, fallback.deadlineMs - (o.waitedMs ?? 0)));
  const cancelAbandon = o.schedule(() => modelControl.abort(new ModelTimeout()), o.firstChunkTimeoutMs);
  void pump(model.stream(request, modelControl.signal, { onRetry: () => events.push({ kind: 'retry' }) }), modelControl.signal, 'model', events);
  // What the candidate sees: nothing yet, the offline answer, or the model's.
  const seen = { shown: 'none' as 'none' | 'offline' | 'model' };
  let modelOver = false;
  let offlineOver = false;
  let reported = false;
  const report = (ok: boolean, error?: unknown) => {
    if (reported) return;
    reported = true;
    if (ok) return fallback.breaker.recordSuccess();
    fallback.breaker.recordFailure();
    o.onModelError?.(error);
  };
  const startOffline = () => {
    if (seen.shown !== 'none') return;
    seen.shown = 'offline';
    void pump(fallback.engine.stream(request, offlineControl.signal), offlineControl.signal, 'offline', events);
  };
  try {
    while (!signal.aborted) {
      const event = await events.next();
      if (!event) return;
      switch (event.kind) {
        case 'model':
          report(true);
          cancelDeadline();
          cancelAbandon();
          if (seen.shown === 'offline') offlineControl.abort(new Error('the model answered'));
          yield { text: event.text, source: 'ai', ...(seen.shown === 'offline' ? { replaces: true } : {}) };
          seen.shown = 'model';
          break;
        case 'model_end':
          if (seen.shown === 'none') report(true);
          modelOver = true;
          if (seen.shown === 'model' || seen.shown === 'none' || offlineOver) return;
          break;
        case 'model_error': {
          const error = modelControl.signal.reason instanceof ModelTimeout ? modelControl.signal.reason : event.error;
          if (seen.shown !== 'model') report(false, error);
          modelOver = true;
          if (seen.shown === 'model') throw event.error;
          if (offlineOver) return;
          startOffline();
          break;
        }
        case 'deadline':
        case 'retry':
          startOffline();
          break;
        case 'offline':
          if (seen.shown === 'offline') yield offlinePiece(event.text);
          break;
        case 'offline_end':
        case 'offline_error':
          if (seen.shown !== 'offline') break;
          offlineOver = true;
          if (event.kind === 'offline_error' && modelOver) throw event.error;
          if (modelOver) return;
          break;
      }
    }
  } finally {
    cancelDeadline();
    cancelAbandon();
    signal.removeEventListener('abort', stopAll);
    // The answer is over (or its reader went away): nothing more is asked of either engine.
    modelControl.abort(new Error('answer over'));
    offlineControl.abort(new Error('answer over'));
  }
}

/** Reads one engine's stream into the queue as events, until it ends, fails or is aborted. */
async function pump(stream: AsyncIterable<string>, signal: AbortSignal, kind: 'model' | 'offline', events: EventQueue<Event>): Promise<void> {
  try {
    for await (const text of abortable(stream, signal)) if (text) events.push({ kind, text });
    // An engine ends quietly on its abort; a timeout's abort is still the model's failure.
    if (signal.aborted && signal.reason instanceof ModelTimeout) return events.push({ kind: `${kind}_error`, error: signal.reason });
    events.push({ kind: `${kind}_end` });
  } catch (error) {
    events.push({ kind: `${kind}_error`, error });
  }
}

/** Events from two streams and two timers, read one at a time in the order they happened. */
class EventQueue<T> {
  private readonly items: T[] = [];
  private wake?: () => void;
  private closed = false;

  push(item: T): void {
    this.items.push(item);
    this.wake?.();
  }

  /** The reader has gone (the answer was aborted): next() answers undefined from now on. */
  close(): void {
    this.closed = true;
    this.wake?.();
  }

  async next(): Promise<T | undefined> {
    while (this.items.length === 0 && !this.closed) {
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
    return this.closed ? undefined : this.items.shift();
  }
}
