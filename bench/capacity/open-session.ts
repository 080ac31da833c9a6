// Opening one interview session as a browser does (upgrade, hello, ready) from a chosen
// loopback address, and saying exactly how it went, so a capacity bench can count every
// socket: ready; refused at the upgrade (HTTP 429 or 503: the caps on sockets before hello);
// denied after hello (an error, then a close code: the per-user limit, the start limit,
// credits); or failed (a reset, a timeout, a close without a word).
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { isRecord } from '../../lib/is-record';

export type SessionOutcome =
  | { kind: 'ready'; ws: WebSocket; ready: Record<string, unknown>; readyAt: number }
  | { kind: 'refused'; status: number }
  | { kind: 'denied'; code: string; close: number }
  | { kind: 'failed'; why: string };

export interface OpenSessionOptions {
  url: string;
  token: string;
  localAddress?: string;
  /** Fields added to the hello (mode, purpose …). */
  hello?: Record<string, unknown>;
  timeoutMs?: number;
  /** Every JSON message once the session is ready. */
  onMessage?(message: Record<string, unknown>): void;
}

export const epochMs = () => performance.timeOrigin + performance.now();

export function openSession(o: OpenSessionOptions): Promise<SessionOutcome> {
  const timeoutMs = o.timeoutMs ?? 30_000;
  return new Promise((resolve) => {
    let settled = false;
    let denial: string | undefined;
    const ws = new WebSocket(o.url, { localAddress: o.localAddress, handshakeTimeout: timeoutMs, perMessageDeflate: false });
    const timer = setTimeout(() => {
      settle({ kind: 'failed', why: 'no ready within the timeout' });
      ws.terminate();
    }, timeoutMs);
    function settle(outcome: SessionOutcome): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    }
    ws.on('unexpected-response', (request, response) => {
      response.resume();
      request.destroy();
      settle({ kind: 'refused', status: response.statusCode ?? 0 });
    });
    ws.on('error', (error: NodeJS.ErrnoException) => settle({ kind: 'failed', why: error.code ?? error.message }));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', access_token: o.token, ...o.hello })));
    ws.on('close', (code) => settle(denial ? { kind: 'denied', code: denial, close: code } : { kind: 'failed', why: `closed ${code} before ready` }));
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message: unknown = JSON.parse(String(data));
      if (!isRecord(message)) return;
      if (settled) return o.onMessage?.(message);
      if (message.type === 'ready') settle({ kind: 'ready', ws, ready: message, readyAt: epochMs() });
      else if (message.type === 'error' || message.type === 'credit_limit') denial = String(message.code ?? message.type);
    });
  });
}

/** Every outcome counted: what a capacity bench prints. */
export interface OutcomeCounts {
  ready: number;
  refused: Record<string, number>;
  denied: Record<string, number>;
  failed: Record<string, number>;
}

export const noOutcomes = (): OutcomeCounts => ({ ready: 0, refused: {}, denied: {}, failed: {} });

export function countOutcome(counts: OutcomeCounts, outcome: SessionOutcome): void {
  const bump = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
  if (outcome.kind === 'ready') counts.ready++;
  else if (outcome.kind === 'refused') bump(counts.refused, `HTTP ${outcome.status}`);
  else if (outcome.kind === 'denied') bump(counts.denied, `${outcome.code} (close ${outcome.close})`);
  else bump(counts.failed, outcome.why);
}

export function addOutcomes(a: OutcomeCounts, b: OutcomeCounts): OutcomeCounts {
  const add = (x: Record<string, number>, y: Record<string, number>) => {
    const out = { ...x };
    for (const [k, v] of Object.entries(y)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  return { ready: a.ready + b.ready, refused: add(a.refused, b.refused), denied: add(a.denied, b.denied), failed: add(a.failed, b.failed) };
}

const total = (r: Record<string, number>) => Object.values(r).reduce((n, v) => n + v, 0);
const detail = (r: Record<string, number>) => (total(r) === 0 ? '' : ` (${Object.entries(r).map(([k, v]) => `${k}: ${v}`).join(', ')})`);

/** "1000 ready, 0 refused, 0 denied, 0 failed", with the reasons of any that were not ready. */
export function formatOutcomes(c: OutcomeCounts): string {
  return `${c.ready} ready, ${total(c.refused)} refused${detail(c.refused)}, ${total(c.denied)} denied${detail(c.denied)}, ${total(c.failed)} failed${detail(c.failed)}`;
}

/** Runs `work` on every item, at most `concurrency` at a time (sockets opened as users arrive, not all at once). */
export async function inPool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
