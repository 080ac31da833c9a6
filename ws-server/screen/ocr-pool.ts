// Tesseract OCR for screen questions, off the event loop: each tesseract.js worker is a worker
// thread running the WebAssembly engine. Workers start on first use, at most `concurrency` of
// them for the whole server (one per core by default), and stay warm; jobs beyond them queue,
// each user's in their own line and the lines served in turn, so one user's screens cannot keep
// everyone else waiting; a full line (or queue) refuses at once. The English model
// is read from the @tesseract.js-data/eng package in node_modules: never downloaded, never
// cached elsewhere.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { LIMITS } from '../../lib/protocol';
import { FairQueue } from '../limits/fair-queue';

export interface OcrPool {
  /**
   * The text in one image (JPEG or PNG bytes), read in `owner`'s turn (a user id: every user's
   * images wait in their own line). Rejects with OcrBusyError when that line or the queue is full.
   */
  recognize(image: Uint8Array, signal?: AbortSignal, owner?: string): Promise<string>;
  /** Terminates the workers; queued jobs are rejected. */
  close(): Promise<void>;
}

export interface OcrPoolOptions {
  concurrency: number;
  /** Images waiting for a worker, across all sessions. */
  maxQueued?: number;
  /** Images one owner (user) may have waiting; a screen question's frames fit (LIMITS.maxScreenFrames). */
  maxQueuedPerOwner?: number;
  /** Starts one OCR worker; tesseract.js's by default (tests put a fake here). */
  startWorker?: () => Promise<Pick<Worker, 'recognize' | 'terminate'>>;
  /** Folder holding eng.traineddata.gz; the installed package's LSTM model by default. */
  langPath?: string;
  /** A worker that has not loaded its model by then is given up. */
  startTimeoutMs?: number;
}

type OcrWorker = Pick<Worker, 'recognize' | 'terminate'>;

export class OcrBusyError extends Error {
  constructor() {
    super('OCR queue full');
    this.name = 'OcrBusyError';
  }
}

/** The integer-quantised LSTM model: a quarter of the full model's size, and faster, for the same text on screen. */
function defaultLangPath(): string {
  const pkg = createRequire(__filename).resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(pkg), '4.0.0_best_int');
}

interface Job {
  owner: string;
  image: Uint8Array;
  signal?: AbortSignal;
  resolve(text: string): void;
  reject(error: unknown): void;
}

export function createOcrPool(options: OcrPoolOptions): OcrPool {
  const langPath = options.langPath ?? defaultLangPath();
  const idle: OcrWorker[] = [];
  const all = new Set<Promise<OcrWorker>>();
  const queue = new FairQueue<Job>({ maxTotal: options.maxQueued ?? 16, maxPerOwner: options.maxQueuedPerOwner ?? LIMITS.maxScreenFrames });
  let starting = 0;
  let busy = 0;
  let closed = false;

  const start = (): Promise<OcrWorker> => {
    const created: Promise<OcrWorker> =
      options.startWorker?.() ??
      createWorker('eng', OEM.LSTM_ONLY, {
        langPath,
        cacheMethod: 'none',
        gzip: true,
        // Without a handler tesseract.js rethrows a worker's error where nothing can catch it.
        errorHandler: () => undefined,
      });
    const timeoutMs = options.startTimeoutMs ?? 60_000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR worker did not start within ${timeoutMs} ms (language data at ${langPath})`)), timeoutMs);
    });
    const worker = Promise.race([created, timeout]).finally(() => clearTimeout(timer));
    all.add(worker);
    // A worker that never started is forgotten; one that starts late is stopped.
    worker.catch(() => {
      all.delete(worker);
      void created.then((w) => w.terminate()).catch(() => undefined);
    });
    return worker;
  };

  const pump = (): void => {
    while (!closed && queue.size > 0 && (idle.length > 0 || busy + starting + idle.length < options.concurrency)) {
      const job = queue.shift();
      if (!job) return;
      if (job.signal?.aborted) {
        job.reject(job.signal.reason);
        continue;
      }
      busy++;
      const fresh = idle.length === 0;
      if (fresh) starting++;
      const worker = fresh ? start() : Promise.resolve(idle.pop()!);
      void run(job, worker, fresh);
    }
  };

  const run = async (job: Job, pending: Promise<OcrWorker>, fresh: boolean): Promise<void> => {
    let worker: OcrWorker | undefined;
    try {
      worker = await pending;
      if (fresh) starting--;
      fresh = false;
      const result = await worker.recognize(Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength));
      job.resolve(result.data.text ?? '');
      if (closed) void worker.terminate().catch(() => undefined);
      else idle.push(worker);
    } catch (error) {
      if (fresh) starting--;
      job.reject(error);
      // A worker that failed mid-job may be in any state: replace it rather than reuse it.
      if (worker) {
        for (const p of all) void p.then((w) => w === worker && all.delete(p)).catch(() => undefined);
        void worker.terminate().catch(() => undefined);
      }
    } finally {
      busy--;
      pump();
    }
  };

  return {
    recognize(image, signal, owner = '') {
      if (closed) return Promise.reject(new Error('OCR pool closed'));
      return new Promise<string>((resolve, reject) => {
        const job: Job = { owner, image, signal, resolve, reject };
        if (!queue.push(owner, job)) return reject(new OcrBusyError());
        // A job given up while it waits leaves the queue at once, making room for others.
        signal?.addEventListener(
          'abort',
          () => {
            if (queue.remove(owner, job)) job.reject(signal.reason);
          },
          { once: true },
        );
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.drain()) job.reject(new Error('OCR pool closed'));
      const workers = await Promise.allSettled([...all]);
      await Promise.allSettled(workers.flatMap((w) => (w.status === 'fulfilled' ? [w.value.terminate()] : [])));
      idle.length = 0;
      all.clear();
    },
  };
}
