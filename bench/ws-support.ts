// Shared by the ws-server benchmarks: in-memory stores (so the figures are the server's own,
// not the database's), a local JWKS endpoint with a fresh ES256 key (so every session is
// authenticated for real), and percentiles.
import crypto from 'node:crypto';
import http from 'node:http';
import { listeningPort } from '../lib/server/listening-port';
import type { HistoryStore } from '../ws-server/history/history-store';
import type { LiveSessionStore } from '../ws-server/live/live-session-store';
import { createMemoryLiveSessionStore } from '../ws-server/live/memory-live-session-store';
import type { MeteringStore } from '../ws-server/metering/metering-store';
import type { ContextStore } from '../ws-server/session/context-store';
import { answerLocalSupabase } from './local-supabase-answers';

export function memoryStores(): { metering: MeteringStore; history: HistoryStore; contexts: ContextStore; liveSessions: LiveSessionStore; secondScreen: null; charges: () => number } {
  let nextId = 0;
  let charges = 0;
  const rows = new Map<string, number>();
  const result = () => ({ used: 1, limit: 1_000_000, limitReached: false, expireMsg: '' });
  return {
    charges: () => charges,
    metering: {
      start: async () => {
        const id = String(++nextId);
        rows.set(id, 0);
        return { allowed: true, usageLogId: id, used: 1, limit: 1_000_000, expireMsg: '' };
      },
      charge: async (id, s) => (charges++, rows.set(id, (rows.get(id) ?? 0) + s), result()),
      end: async (id, s) => (rows.set(id, (rows.get(id) ?? 0) + s), result()),
      chargedSeconds: async (id) => rows.get(id) ?? 0,
    },
    history: {
      startSession: async () => crypto.randomUUID(),
      addTurn: async () => undefined,
      endSession: async () => undefined,
      saveCandidateWords: async () => undefined,
      savePracticePlan: async () => undefined,
    },
    contexts: { load: async () => ({ planId: 2, resume: 'Engineer at Acme: payments APIs in TypeScript.', jobDescription: 'Backend engineer.' }) },
    liveSessions: createMemoryLiveSessionStore(1_000_000),
    // No database behind these stores: nothing to pair a phone with.
    secondScreen: null,
  };
}

export interface LocalAuth {
  url: string;
  token(userId?: string): string;
  close(): Promise<void>;
}

/** Serves /auth/v1/.well-known/jwks.json for a fresh key and signs user tokens with it; answers a session start's PostgREST reads as for a user with no preparation. */
export async function startLocalAuth(): Promise<LocalAuth> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = 'bench';
  const jwks = JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' }] });
  const server = http.createServer((req, res) => answerLocalSupabase(req, res, jwks));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return {
    url: `http://127.0.0.1:${listeningPort(server)}`,
    token(userId = crypto.randomUUID()) {
      const now = Math.floor(Date.now() / 1000);
      const body = `${b64({ alg: 'ES256', typ: 'JWT', kid })}.${b64({ sub: userId, aud: 'authenticated', role: 'authenticated', iat: now, exp: now + 3600 })}`;
      return `${body}.${crypto.sign('sha256', Buffer.from(body), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export function percentile(values: ArrayLike<number>, p: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
