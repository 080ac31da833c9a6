import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { DbError, type Database, type Queryable, type SqlResult } from './types';

type Reply = { id: number; ok?: boolean; started?: boolean; result?: unknown; error?: ConstructorParameters<typeof DbError>[0] };

export interface PgliteOptions {
  /** Directory to persist into; omit for an in-memory database. */
  dataDir?: string;
  /** A gzipped data-dir tarball to start from (see template.ts), for a fast first start. */
  loadDataDir?: Uint8Array;
  /** Longest a query may run, in ms, before the database is interrupted; 0 or absent: no limit. */
  statementTimeoutMs?: number;
}

interface Pending {
  /** The message as sent, so a request still queued when the worker restarts can be sent again. */
  msg: Record<string, unknown> | null;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  timer?: NodeJS.Timeout;
}

/** Postgres's own words for a statement cut short by statement_timeout (SQLSTATE 57014). */
const STATEMENT_TIMEOUT_MESSAGE = 'canceling statement due to statement timeout';

const workerPath = path.join(__dirname, 'pglite-worker.mjs');

/**
 * PGlite (Postgres 18 in WASM) driven from a worker thread so queries never block this event loop.
 *
 * Statement timeout: PGlite accepts `SET statement_timeout` but never fires it (Postgres arms
 * it with a timer signal, and the WebAssembly build runs each statement synchronously with no
 * signal delivery), and its memory is not shared, so no other thread can raise Postgres's
 * cancel flag. The only interrupt is stopping the thread: a query still running after
 * `statementTimeoutMs` fails with 57014, the worker is terminated and a new one opens the
 * database again (a persisted directory recovers from its write-ahead log, as after a crash;
 * an in-memory database starts again from its template, so its data is lost). Requests queued
 * behind the runaway statement never started, so they are sent to the new worker in order.
 */
export class PgliteDatabase implements Database {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;
  private restarting = false;
  private worker: Worker;
  /** Times a statement outran the timeout and the worker was restarted. */
  restarts = 0;

  private constructor(private readonly options: PgliteOptions) {
    this.worker = this.spawn(options);
  }

  private spawn(options: PgliteOptions): Worker {
    const worker = new Worker(workerPath, { workerData: { dataDir: options.dataDir, loadDataDir: options.loadDataDir } });
    worker.on('message', (msg: Reply) => {
      if (worker === this.worker && !this.restarting) this.onReply(msg);
    });
    worker.on('error', (err) => {
      if (worker === this.worker && !this.restarting) this.failAll(err);
    });
    worker.on('exit', () => {
      if (worker !== this.worker || this.restarting) return;
      this.closed = true; // nothing would ever answer a later request
      this.failAll(new Error('database worker exited'));
    });
    return worker;
  }

  private onReply(msg: Reply): void {
    const waiter = this.pending.get(msg.id);
    if (!waiter) return;
    if (msg.started) {
      const ms = this.options.statementTimeoutMs ?? 0;
      if (ms > 0) waiter.timer = setTimeout(() => this.interrupt(msg.id), ms);
      return;
    }
    clearTimeout(waiter.timer);
    this.pending.delete(msg.id);
    // An idle worker must not keep the process alive; a busy one must.
    if (this.pending.size === 0) this.worker.unref();
    if (msg.ok) waiter.resolve(msg.result);
    else waiter.reject(new DbError(msg.error ?? { message: 'database error' }));
  }

  /** The statement `id` ran past the timeout: fail it, stop the worker, reopen, replay the queue. */
  private interrupt(id: number): void {
    const waiter = this.pending.get(id);
    if (!waiter || this.closed || this.restarting) return;
    this.pending.delete(id);
    this.restarting = true;
    this.restarts++;
    console.error(
      JSON.stringify({ level: 'warn', msg: 'emulator database: a statement outran the statement timeout; restarting the database worker', timeoutMs: this.options.statementTimeoutMs, queued: this.pending.size }),
    );
    waiter.reject(new DbError({ message: STATEMENT_TIMEOUT_MESSAGE, code: '57014', hint: 'The emulator limits each statement to EMULATOR_DB_STATEMENT_TIMEOUT_MS.' }));
    // The old thread must be gone before a new one opens the same data directory.
    void this.worker.terminate().then(() => {
      const { dataDir, loadDataDir } = this.options;
      this.worker = this.spawn(dataDir ? { dataDir } : { loadDataDir });
      this.restarting = false;
      for (const [queuedId, p] of [...this.pending].sort((a, b) => a[0] - b[0])) {
        clearTimeout(p.timer);
        if (p.msg) this.post(queuedId, p.msg);
      }
    });
  }

  static async open(options: PgliteOptions = {}): Promise<PgliteDatabase> {
    const db = new PgliteDatabase(options);
    await new Promise<void>((resolve, reject) => {
      db.pending.set(0, { msg: null, resolve: () => resolve(), reject });
    });
    return db;
  }

  private failAll(err: Error) {
    for (const waiter of this.pending.values()) {
      clearTimeout(waiter.timer);
      waiter.reject(err);
    }
    this.pending.clear();
  }

  private post(id: number, msg: Record<string, unknown>): void {
    this.worker.ref();
    this.worker.postMessage({ ...msg, id });
  }

  private send<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { msg, resolve: resolve as (v: unknown) => void, reject });
      // While the worker restarts, the request waits in `pending` and is sent once it is back.
      if (!this.restarting) this.post(id, msg);
    });
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<SqlResult<T>> {
    return this.send<SqlResult<T>>({ op: 'query', sql, params });
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const txId = await this.send<number>({ op: 'begin' });
    const tx: Queryable = {
      query: <R>(sql: string, params: unknown[] = []) => this.send<SqlResult<R>>({ op: 'query', sql, params, txId }),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await this.send({ op: 'rollback', txId }).catch(() => undefined);
      throw err;
    }
    await this.send({ op: 'commit', txId });
    return result;
  }

  async exec(sql: string): Promise<void> {
    await this.send({ op: 'exec', sql });
  }

  /** The whole data directory as a gzipped tarball (for templates). */
  dump(): Promise<Uint8Array> {
    return this.send<Uint8Array>({ op: 'dump' });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ op: 'close' }).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
  }
}
