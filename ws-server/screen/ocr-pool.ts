// Tesseract OCR for screen questions, off the event loop: each tesseract.js worker is a worker
// thread running the WebAssembly engine. Workers start on first use, at most `concurrency` of
// them for the whole server (one per core by default), and stay warm; jobs beyond them queue,
// and a full queue refuses at once rather than making every session wait. The English model
// is read from the @tesseract.js-data/eng package in node_modules: never downloaded, never
// cached elsewhere.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

export interface OcrPool {
  /** The text in one image (JPEG or PNG bytes). Rejects with OcrBusyError when the queue is full. */
  recognize(image: Uint8Array, signal?: AbortSignal): Promise<string>;
  /** Terminates the workers; queued jobs are rejected. */
  close(): Promise<void>;
}

export interface OcrPoolOptions {
  concurrency: number;
  /** Images waiting for a worker, across all sessions. */
  maxQueued?: number;
  /** Folder holding eng.traineddata.gz; the installed package's LSTM model by default. */
  langPath?: string;
  /** A worker that has not loaded its model by then is given up. */
  startTimeoutMs?: number;
}

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
  image: Uint8Array;
  signal?: AbortSignal;
  resolve(text: string): void;
  reject(error: unknown): void;
}

export function createOcrPool(options: OcrPoolOptions): OcrPool {
  const maxQueued = options.maxQueued ?? 16;
  const langPath = options.langPath ?? defaultLangPath();
  const idle: Worker[] = [];
  const all = new Set<Promise<Worker>>();
  const queue: Job[] = [];
  let starting = 0;
  let busy = 0;
  let closed = false;

  const start = (): Promise<Worker> => {
    const created = createWorker('eng', OEM.LSTM_ONLY, {
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
    while (!closed && queue.length > 0 && (idle.length > 0 || busy + starting + idle.length < options.concurrency)) {
      const job = queue.shift()!;
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

  const run = async (job: Job, pending: Promise<Worker>, fresh: boolean): Promise<void> => {
    let worker: Worker | undefined;
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
    recognize(image, signal) {
      if (closed) return Promise.reject(new Error('OCR pool closed'));
      if (queue.length >= maxQueued) return Promise.reject(new OcrBusyError());
      return new Promise<string>((resolve, reject) => {
        const job: Job = { image, signal, resolve, reject };
        queue.push(job);
        // A job given up while it waits leaves the queue at once, making room for others.
        signal?.addEventListener(
          'abort',
          () => {
            const at = queue.indexOf(job);
            if (at !== -1) queue.splice(at, 1)[0].reject(signal.reason);
          },
          { once: true },
        );
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('OCR pool closed'));
      const workers = await Promise.allSettled([...all]);
      await Promise.allSettled(workers.flatMap((w) => (w.status === 'fulfilled' ? [w.value.terminate()] : [])));
      idle.length = 0;
      all.clear();
    },
  };
}
