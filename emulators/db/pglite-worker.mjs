// PGlite runs here, in its own worker thread, because its queries block the event loop
// they run on (MACHINE-NOTES.md). Plain ESM so it loads in Node without a TypeScript step.
//
// Messages in:  {id, op: 'query', sql, params, txId?} | {id, op: 'begin'} | {id, op: 'commit'|'rollback', txId}
//               {id, op: 'exec', sql} (trusted schema files only) | {id, op: 'dump'} | {id, op: 'close'}
// Messages out: {id, ok: true, result} | {id, ok: false, error: {message, code, detail, hint, ...}}
//               {id, started: true} when a query begins to run (the parent's statement timeout
//               counts from there, not from the time spent waiting for the lock)
//
// PGlite serialises everything; we add a lock so a transaction's statements are never
// interleaved with another request's, and a watchdog so an abandoned transaction cannot
// hold the lock forever.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, loadDataDir, txTimeoutMs = 15000 } = workerData;

let db;
try {
  db = new PGlite({
    dataDir: dataDir || undefined,
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  });
  await db.waitReady;
  parentPort.postMessage({ id: 0, ok: true, result: 'ready' });
} catch (err) {
  parentPort.postMessage({ id: 0, ok: false, error: serializeError(err) });
  process.exit(1);
}

let tail = Promise.resolve();
/** Runs fn once every earlier holder of the lock has finished. */
function withLock(fn) {
  const run = tail.then(fn, fn);
  tail = run.then(() => undefined, () => undefined);
  return run;
}

const transactions = new Map(); // txId -> {release, timer}
let nextTxId = 1;

function serializeError(err) {
  const e = err ?? {};
  return {
    message: String(e.message ?? e),
    code: e.code,
    detail: e.detail,
    hint: e.hint,
    severity: e.severity,
    schema: e.schema,
    table: e.table,
    column: e.column,
    constraint: e.constraint,
  };
}

function shape(res) {
  return {
    rows: res.rows,
    rowCount: res.affectedRows ?? res.rows.length,
    fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

async function begin() {
  const txId = nextTxId++;
  let release;
  const held = new Promise((resolve) => (release = resolve));
  // Acquire the lock and keep it until commit/rollback releases it.
  await new Promise((acquired) => {
    withLock(() => {
      acquired();
      return held;
    });
  });
  await db.query('BEGIN');
  const timer = setTimeout(() => finish(txId, 'ROLLBACK').catch(() => {}), txTimeoutMs);
  transactions.set(txId, { release, timer });
  return txId;
}

async function finish(txId, verb) {
  const tx = transactions.get(txId);
  if (!tx) throw Object.assign(new Error('transaction is not open'), { code: '25000' });
  transactions.delete(txId);
  clearTimeout(tx.timer);
  try {
    await db.query(verb);
  } finally {
    tx.release();
  }
}

async function handle(msg) {
  switch (msg.op) {
    case 'query':
      if (msg.txId) {
        if (!transactions.has(msg.txId)) throw Object.assign(new Error('transaction is not open'), { code: '25000' });
        parentPort.postMessage({ id: msg.id, started: true });
        return shape(await db.query(msg.sql, msg.params ?? []));
      }
      return withLock(async () => {
        parentPort.postMessage({ id: msg.id, started: true });
        return shape(await db.query(msg.sql, msg.params ?? []));
      });
    case 'begin':
      return begin();
    case 'commit':
      return finish(msg.txId, 'COMMIT');
    case 'rollback':
      return finish(msg.txId, 'ROLLBACK');
    case 'exec':
      return withLock(async () => {
        await db.exec(msg.sql);
        return null;
      });
    case 'dump':
      return withLock(async () => {
        const file = await db.dumpDataDir('gzip');
        return new Uint8Array(await file.arrayBuffer());
      });
    case 'close':
      await withLock(() => db.close());
      return null;
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, ok: true, result }),
    (err) => parentPort.postMessage({ id: msg.id, ok: false, error: serializeError(err) }),
  );
});
