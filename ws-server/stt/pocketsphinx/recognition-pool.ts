// A bound on offline recognition across the whole server: at most `maxConcurrency` recogniser
// processes run at once, whatever the number of sessions. An utterance that finds every slot
// taken waits in a FIFO queue with its audio buffered, and runs from the buffer (faster than
// real time) when a slot frees; so under load recognition turns into batch work and the CPU
// is spent on decoding, not on processes idling for live audio. Interim passes are extra
// work: they start only when a slot is free and nothing waits, and are cut off when a final
// needs their slot. Each session may have `maxQueuedPerSession` utterances waiting; past that
// an utterance is dropped. A session hears `onBusy` once per saturation episode (from the
// first wait until the queue is empty again), not once per utterance.
import type { RecognitionJob, RecognitionOptions, UtteranceRecognizer } from '../utterance-recognizer';

export interface RecognitionPoolOptions {
  maxConcurrency: number;
  /** Utterances of one session waiting for a slot; more are dropped. */
  maxQueuedPerSession?: number;
}

export interface RecognitionPoolStats {
  running: number;
  queued: number;
  /** The most recognitions that ever ran at once. */
  peakRunning: number;
  dropped: number;
}

export interface RecognitionPool {
  /** The recogniser for one session; `onBusy` tells it the pool is saturated (once per episode). */
  forSession(options: { onBusy(): void }): UtteranceRecognizer;
  stats(): RecognitionPoolStats;
}

interface Waiting {
  start(): void;
  owner: SessionState;
}

interface SessionState {
  queued: number;
  notifiedEpisode: number;
  onBusy(): void;
}

export function createRecognitionPool(inner: UtteranceRecognizer, options: RecognitionPoolOptions): RecognitionPool {
  const max = Math.max(1, options.maxConcurrency);
  const maxQueued = options.maxQueuedPerSession ?? 2;
  const queue: Waiting[] = [];
  const interims = new Set<() => void>();
  let running = 0;
  let peakRunning = 0;
  let dropped = 0;
  let episode = 0;

  const occupy = () => {
    running++;
    peakRunning = Math.max(peakRunning, running);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running--;
      dispatch();
    };
  };

  const dispatch = () => {
    while (running < max && queue.length > 0) queue.shift()!.start();
    if (queue.length === 0 && running < max) episode++;
  };

  const busy = (owner: SessionState) => {
    if (owner.notifiedEpisode === episode) return;
    owner.notifiedEpisode = episode;
    owner.onBusy();
  };

  /** A final's claim on a slot: a free one, or one taken from an interim pass. */
  const claim = (): boolean => {
    if (running < max && queue.length === 0) return true;
    const [cutOff] = interims;
    if (!cutOff || queue.length > 0) return false;
    cutOff(); // frees its slot synchronously
    return running < max;
  };

  const startInterim = (options: RecognitionOptions): RecognitionJob => {
    const release = occupy();
    const job = inner.begin({ ...options, interim: true });
    const abort = () => {
      interims.delete(abort);
      job.abort();
      release();
    };
    interims.add(abort);
    return {
      write: (pcm) => job.write(pcm),
      end: () => job.end().finally(() => (interims.delete(abort), release())),
      abort,
    };
  };

  const startFinal = (options: RecognitionOptions): RecognitionJob => {
    const release = occupy();
    const job = inner.begin({ ...options, interim: false });
    return {
      write: (pcm) => job.write(pcm),
      end: () => job.end().finally(release),
      abort: () => (job.abort(), release()),
    };
  };

  /** Buffers audio until a slot frees, then replays it into a real job. */
  const queued = (owner: SessionState, options: RecognitionOptions): RecognitionJob => {
    const audio: Buffer[] = [];
    let job: RecognitionJob | undefined;
    let ended = false;
    let aborted = false;
    let settle!: { resolve: (text: string) => void; reject: (error: unknown) => void };
    const result = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
    const waiting: Waiting = {
      owner,
      start() {
        owner.queued--;
        job = startFinal(options);
        for (const pcm of audio.splice(0)) job.write(pcm);
        if (ended) job.end().then(settle.resolve, settle.reject);
      },
    };
    owner.queued++;
    queue.push(waiting);
    return {
      write(pcm) {
        if (job) job.write(pcm);
        else if (!ended && !aborted) audio.push(pcm);
      },
      end() {
        ended = true;
        if (job) job.end().then(settle.resolve, settle.reject);
        return result;
      },
      abort() {
        aborted = true;
        if (job) return job.abort();
        const at = queue.indexOf(waiting);
        if (at >= 0) {
          queue.splice(at, 1);
          owner.queued--;
          if (queue.length === 0 && running < max) episode++;
        }
        audio.length = 0;
        settle.resolve('');
      },
    };
  };

  return {
    forSession({ onBusy }) {
      const owner: SessionState = { queued: 0, notifiedEpisode: -1, onBusy };
      return {
        begin(options) {
          if (options.interim) {
            if (running < max && queue.length === 0) return startInterim(options);
            return refusedInterim;
          }
          if (claim()) return startFinal(options);
          busy(owner);
          if (owner.queued >= maxQueued) {
            dropped++;
            return droppedFinal;
          }
          return queued(owner, options);
        },
      };
    },
    stats: () => ({ running, queued: queue.length, peakRunning, dropped }),
  };
}

/** An interim pass the pool had no room for: the final still comes. */
const refusedInterim: RecognitionJob = {
  write: () => undefined,
  end: () => Promise.reject(new Error('interim pass skipped: recogniser busy')),
  abort: () => undefined,
};

/** An utterance over the session's queue: its text is lost (the session was told the recogniser is busy). */
const droppedFinal: RecognitionJob = {
  write: () => undefined,
  end: () => Promise.resolve(''),
  abort: () => undefined,
};
