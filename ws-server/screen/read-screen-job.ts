// The screen step of a "Solve screen" answer, run by the answer runner before the engine: read
// the frames (OCR), make the text the job's question ("[Screen] …", what history keeps), and
// tell the client what was read. Only sizes and timings are logged, never the text.
import { performance } from 'node:perf_hooks';
import { writeLog } from '../../lib/logging/write-log';
import type { ServerMessage } from '../../lib/protocol';
import { AnswerError, ANSWER_UNAVAILABLE, type AnswerRequest, type ScreenImage } from '../llm/answer-engine';
import type { ScreenReader } from './screen-reader';

export const SCREEN_QUESTION_PREFIX = '[Screen]';
/** How much of a screen answer follow-up questions see (the code, mostly). */
export const SCREEN_ANSWER_CHARS_KEPT = 4_000;

export interface ReadScreenJobOptions {
  readScreen?: ScreenReader;
  send(message: ServerMessage): void;
  signal: AbortSignal;
  sessionLabel: string;
}

export async function readScreenJob(
  job: { id: string; question: string; screen?: { frames: ScreenImage[] } },
  o: ReadScreenJobOptions,
): Promise<NonNullable<AnswerRequest['screen']>> {
  const frames = job.screen?.frames ?? [];
  if (!o.readScreen) throw new AnswerError('answer_unavailable', ANSWER_UNAVAILABLE, 'no screen reader configured');
  const started = performance.now();
  const text = await untilAborted(o.readScreen(frames, o.signal), o.signal);
  writeLog('info', 'screen_read', {
    session: o.sessionLabel,
    answer: job.id,
    frames: frames.length,
    bytes: frames.reduce((n, f) => n + f.jpeg.length, 0),
    chars: text.length,
    ms: Math.round(performance.now() - started),
  });
  job.question = text ? `${SCREEN_QUESTION_PREFIX} ${text}` : SCREEN_QUESTION_PREFIX;
  o.send({ type: 'screen_text', question_id: job.id, text, frames: frames.length });
  return { frames, text };
}

/** OCR already running cannot be stopped: a superseded or timed-out answer stops waiting for it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
