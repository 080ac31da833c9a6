// A second opinion on whether a stretch of a stream held a voice at all. The energy detector
// times utterances well but takes any loud enough sound for speech: a knock, a chime, typing or a
// cough in the interviewer's tab became an utterance, and Moonshine (which may not end before its
// first token) read a word into it. Silero VAD reads the same stream, window by window as it
// arrives, and an utterance in which it heard no speech gets no final (bench:vad: the energy
// detector took 34 of 72 such sounds for speech, Silero none).
// It never costs words: a stretch older than it remembers, or a model that failed to load or
// run, counts as speech.
import { writeLog } from '../../lib/logging/write-log';
import { toError } from '../../lib/errors/to-error';
import { toSamples } from './pcm';
import { SILERO_CONTEXT_SAMPLES, SILERO_STATE_SIZE, SILERO_WINDOW_MS, SILERO_WINDOW_SAMPLES, type SileroModel } from './silero-model';

/** A window at or over this probability is speech (Silero's own default). */
export const SPEECH_PROBABILITY = 0.5;
/** Windows remembered: about 2 min 11 s, longer than any utterance (the segmenter cuts them well before). */
const REMEMBERED_WINDOWS = 4096;

export interface SpeechCheck {
  /** The stream's next frame (16 kHz mono 16-bit), as the speech detector hears it. */
  push(frame: Buffer): void;
  /** Whether a window read so far from `fromMs` (stream time) on was speech; true while unsure. */
  speechSince(fromMs: number): boolean;
  /** Whether any window from `fromMs` to `toMs` was speech, once those windows are read. */
  heardSpeech(fromMs: number, toMs: number): Promise<boolean>;
  close(): void;
}

export function createSpeechCheck(model: Promise<SileroModel>): SpeechCheck {
  const speech = new Uint8Array(REMEMBERED_WINDOWS);
  const state = new Float32Array(SILERO_STATE_SIZE);
  const input = new Float32Array(SILERO_CONTEXT_SAMPLES + SILERO_WINDOW_SAMPLES);
  let queued: Int16Array[] = [];
  let queuedSamples = 0;
  let pushedSamples = 0;
  let windowsRead = 0;
  let running = false;
  let broken = false;
  let closed = false;
  let waiters: { windows: number; resolve: () => void }[] = [];

  const wake = () => {
    const due = waiters.filter((w) => broken || closed || windowsRead >= w.windows);
    waiters = waiters.filter((w) => !due.includes(w));
    for (const w of due) w.resolve();
  };

  /** The next window's samples out of the queue, into `input` after the previous window's last 64. */
  const takeWindow = () => {
    input.copyWithin(0, SILERO_WINDOW_SAMPLES);
    let filled = 0;
    while (filled < SILERO_WINDOW_SAMPLES) {
      const head = queued[0];
      const take = Math.min(head.length, SILERO_WINDOW_SAMPLES - filled);
      for (let i = 0; i < take; i++) input[SILERO_CONTEXT_SAMPLES + filled + i] = head[i] / 32768;
      filled += take;
      if (take === head.length) queued.shift();
      else queued[0] = head.subarray(take);
    }
    queuedSamples -= SILERO_WINDOW_SAMPLES;
  };

  const run = async () => {
    running = true;
    try {
      const silero = await model;
      while (!closed && queuedSamples >= SILERO_WINDOW_SAMPLES) {
        takeWindow();
        const p = await silero.probability(input, state);
        speech[windowsRead % REMEMBERED_WINDOWS] = p >= SPEECH_PROBABILITY ? 1 : 0;
        windowsRead++;
        wake();
      }
    } catch (error) {
      if (!broken) writeLog('error', 'speech_check_failed', { error: toError(error).message });
      broken = true;
      queued = [];
      queuedSamples = 0;
      wake();
    } finally {
      running = false;
    }
  };

  const windowAt = (ms: number) => Math.floor(ms / SILERO_WINDOW_MS);
  const anySpeech = (from: number, to: number) => {
    if (from < windowsRead - REMEMBERED_WINDOWS) return true; // forgotten: keep the words
    for (let w = Math.max(0, from); w < Math.min(to, windowsRead); w++) if (speech[w % REMEMBERED_WINDOWS]) return true;
    return false;
  };

  return {
    push(frame) {
      if (closed || broken) return;
      const samples = toSamples(frame);
      queued.push(Int16Array.from(samples));
      queuedSamples += samples.length;
      pushedSamples += samples.length;
      if (!running) void run();
    },
    speechSince(fromMs) {
      return broken || anySpeech(windowAt(fromMs), windowsRead);
    },
    async heardSpeech(fromMs, toMs) {
      // The windows that end by `toMs`, or every whole one pushed so far when the stream stopped sooner.
      const needed = Math.min(Math.ceil(toMs / SILERO_WINDOW_MS), Math.floor(pushedSamples / SILERO_WINDOW_SAMPLES));
      // Speech already heard in it: no need to wait for the last windows, which queue on the event
      // loop behind the recogniser's own decode steps (waiting cost 40 to 70 ms per answer).
      if (broken || closed || anySpeech(windowAt(fromMs), Math.min(needed, windowsRead))) return true;
      if (windowsRead < needed) await new Promise<void>((resolve) => waiters.push({ windows: needed, resolve }));
      return broken || closed || anySpeech(windowAt(fromMs), needed);
    },
    close() {
      closed = true;
      queued = [];
      queuedSamples = 0;
      wake();
    },
  };
}
