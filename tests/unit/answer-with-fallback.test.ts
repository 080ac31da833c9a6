// The text of one answer while a model is slow or down, on a clock driven by hand: nothing of
// the offline answer before the deadline, all of it at the deadline, the model's late text in
// its place; a failure before the deadline shows it at once; an open breaker asks no model.
import type { Schedule } from '@/lib/timers/schedule';
import type { AnswerEngine } from '@/ws-server/llm/answer-engine';
import { CircuitBreaker } from '@/ws-server/providers/circuit-breaker';
import { answerWithFallback, type AnswerPiece } from '@/ws-server/session/parts/answer-with-fallback';

/** Timers that fire only when the test says so. */
function manualClock() {
  const timers: { ms: number; fn: () => void; cancelled: boolean }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const timer = { ms, fn, cancelled: false };
    timers.push(timer);
    return () => (timer.cancelled = true);
  };
  return { schedule, fire: (ms: number) => timers.filter((t) => t.ms === ms && !t.cancelled).forEach((t) => t.fn()) };
}

/** A model whose text waits for `release()`, or that fails with `fail()`. */
function heldModel() {
  let release!: (outcome: 'text' | Error) => void;
  const held = new Promise<'text' | Error>((resolve) => (release = resolve));
  let calls = 0;
  const engine: AnswerEngine = {
    source: 'ai',
    async *stream() {
      calls++;
      const outcome = await held;
      if (outcome instanceof Error) throw outcome;
      yield 'Model ';
      yield 'answer.';
    },
  };
  return { engine, release: () => release('text'), fail: () => release(new Error('HTTP 500')), calls: () => calls };
}

const offline: AnswerEngine = {
  source: 'offline',
  async *stream() {
    yield 'Offline ';
    yield 'points.';
  },
};

const request = { question: 'Why?', resume: '', jobDescription: '', history: [] };
const tick = () => new Promise((r) => setImmediate(r));

async function readInto(pieces: AnswerPiece[], stream: AsyncIterable<AnswerPiece>): Promise<void> {
  for await (const piece of stream) pieces.push(piece);
}

describe('answerWithFallback', () => {
  it('shows nothing before the deadline, the offline answer at it, and the model’s late answer in its place', async () => {
    const clock = manualClock();
    const model = heldModel();
    const breaker = new CircuitBreaker('test');
    const pieces: AnswerPiece[] = [];
    const done = readInto(pieces, answerWithFallback(request, new AbortController().signal, { model: model.engine, fallback: { engine: offline, breaker, deadlineMs: 2500 }, firstChunkTimeoutMs: 30_000, schedule: clock.schedule }));
    for (let i = 0; i < 5; i++) await tick();
    expect(pieces).toEqual([]);
    clock.fire(2500);
    for (let i = 0; i < 5; i++) await tick();
    expect(pieces).toEqual([
      { text: 'Offline ', source: 'offline', fallback: true },
      { text: 'points.', source: 'offline', fallback: true },
    ]);
    model.release();
    await done;
    expect(pieces.slice(2)).toEqual([
      { text: 'Model ', source: 'ai', replaces: true },
      { text: 'answer.', source: 'ai' },
    ]);
    expect(breaker.state()).toBe('closed');
  });

  it('counts the deadline from the end of the question: time already waited (detection, a queue) comes off it', async () => {
    const clock = manualClock();
    const model = heldModel();
    const pieces: AnswerPiece[] = [];
    const done = readInto(pieces, answerWithFallback(request, new AbortController().signal, { model: model.engine, fallback: { engine: offline, breaker: new CircuitBreaker('test'), deadlineMs: 2500 }, firstChunkTimeoutMs: 30_000, schedule: clock.schedule, waitedMs: 900 }));
    for (let i = 0; i < 5; i++) await tick();
    clock.fire(2500);
    for (let i = 0; i < 5; i++) await tick();
    expect(pieces).toEqual([]);
    clock.fire(1600);
    for (let i = 0; i < 5; i++) await tick();
    expect(pieces.map((p) => p.text).join('')).toBe('Offline points.');
    model.release();
    await done;
  });

  it('shows the offline answer at once when the model fails before the deadline, and counts the failure', async () => {
    const clock = manualClock();
    const model = heldModel();
    const breaker = new CircuitBreaker('test', { failures: 1 });
    const errors: unknown[] = [];
    const pieces: AnswerPiece[] = [];
    const done = readInto(pieces, answerWithFallback(request, new AbortController().signal, { model: model.engine, fallback: { engine: offline, breaker, deadlineMs: 2500 }, firstChunkTimeoutMs: 30_000, schedule: clock.schedule, onModelError: (e) => errors.push(e) }));
    model.fail();
    await done; // no timer fired
    expect(pieces.map((p) => p.text).join('')).toBe('Offline points.');
    expect(pieces.every((p) => p.source === 'offline' && p.fallback)).toBe(true);
    expect(errors).toHaveLength(1);
    expect(breaker.state()).toBe('open');
  });

  it('asks no model while its breaker is open', async () => {
    const clock = manualClock();
    const model = heldModel();
    const breaker = new CircuitBreaker('test', { failures: 1 });
    breaker.recordFailure();
    const pieces: AnswerPiece[] = [];
    await readInto(pieces, answerWithFallback(request, new AbortController().signal, { model: model.engine, fallback: { engine: offline, breaker, deadlineMs: 2500 }, firstChunkTimeoutMs: 30_000, schedule: clock.schedule }));
    expect(pieces.map((p) => p.text).join('')).toBe('Offline points.');
    expect(model.calls()).toBe(0);
  });
});
