import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { DbError, type Database, type Queryable, type SqlResult } from './types';

type Reply = { id: number; ok: boolean; result?: unknown; error?: ConstructorParameters<typeof DbError>[0] };

export interface PgliteOptions {
  /** Directory to persist into; omit for an in-memory database. */
  dataDir?: string;
  /** A gzipped data-dir tarball to start from (see template.ts), for a fast first start. */
  loadDataDir?: Uint8Array;
}

/** PGlite (Postgres 18 in WASM) driven from a worker thread so queries never block this event loop. */
export class PgliteDatabase implements Database {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (msg: Reply) => {
      const waiter = this.pending.get(msg.id);
      if (!waiter) return;
      this.pending.delete(msg.id);
      // An idle worker must not keep the process alive; a busy one must.
      if (this.pending.size === 0) worker.unref();
      if (msg.ok) waiter.resolve(msg.result);
      else waiter.reject(new DbError(msg.error ?? { message: 'database error' }));
    });
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', () => this.failAll(new Error('database worker exited')));
  }

  static async open(options: PgliteOptions = {}): Promise<PgliteDatabase> {
    const workerPath = path.join(__dirname, 'pglite-worker.mjs');
    const worker = new Worker(workerPath, {
      workerData: { dataDir: options.dataDir, loadDataDir: options.loadDataDir },
      transferList: [],
    });
    const db = new PgliteDatabase(worker);
    await new Promise<void>((resolve, reject) => {
      db.pending.set(0, { resolve: () => resolve(), reject });
    });
    return db;
  }

  private failAll(err: Error) {
    for (const waiter of this.pending.values()) waiter.reject(err);
    this.pending.clear();
  }

  private send<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.ref();
      this.worker.postMessage({ ...msg, id });
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
