// A starting session reads its application and stories as the user only once it holds its
// lease and its start was granted (a refused user costs no reads), and those reads stop when
// the socket closes: the start then gives its lease back.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { Database } from '../../lib/supabase/database';
import type { LiveSessionStore } from '../../ws-server/live/live-session-store';
import { createSupabaseLiveSessionStore } from '../../ws-server/live/supabase-live-session-store';
import type { PrepReader, PrepStore } from '../../ws-server/prep/prep-store';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('prep reads after the lease', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient<Database>;

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em) as SupabaseClient<Database>;
  });
  afterAll(async () => {
    await em?.close();
  });

  /** The real lease store, noting in `events` when each claim has been answered. */
  const recordedLeases = (events: string[], limits: { maxStarts: number }): LiveSessionStore => {
    const store = createSupabaseLiveSessionStore(admin, { maxPerUser: 3, ttlMs: 180_000, maxStarts: limits.maxStarts, startWindowMs: 600_000 });
    return {
      ...store,
      claim: async (claim) => {
        const result = await store.claim(claim);
        events.push(`claim:${result.status}`);
        return result;
      },
    };
  };

  /** A prep store whose reads wait until their signal aborts; it notes each reader in `events`. */
  const waitingPrep = (events: string[], signals: (AbortSignal | undefined)[]): PrepStore => ({
    forUser(_token, signal) {
      events.push('prep:read');
      signals.push(signal);
      const wait = <T>() =>
        new Promise<T>((_, reject) => {
          if (!signal) return;
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        });
      const reader: PrepReader = { application: () => wait(), resumeVersion: () => wait(), stories: () => wait(), toldRounds: () => wait() };
      return reader;
    },
  });

  it('reads nothing until the lease and the start are granted, and nothing at all for a refused start', async () => {
    const events: string[] = [];
    const prep: PrepStore = { forUser: () => (events.push('prep:read'), { application: async () => undefined, resumeVersion: async () => undefined, stories: async () => [], toldRounds: async () => [] }) };
    const server = await startWsServer(em, { prep, liveSessions: recordedLeases(events, { maxStarts: 1 }) });
    try {
      const user = await createSignedInUser(em, 'prep-order');
      const first = await TestClient.open(server, '/tab');
      expect(await first.hello(user.accessToken)).toMatchObject({ type: 'ready' });
      await first.close();
      expect(events).toEqual(['claim:active', 'prep:read']);

      const refused = await TestClient.open(server, '/tab');
      expect(await refused.hello(user.accessToken)).toMatchObject({ type: 'error', code: 'session_rate_limited' });
      await refused.closed;
      expect(events).toEqual(['claim:active', 'prep:read', 'claim:rate_limited']);
    } finally {
      await server.close();
    }
  });

  it('aborts the reads when the socket closes, and gives the lease back', async () => {
    const events: string[] = [];
    const signals: (AbortSignal | undefined)[] = [];
    const server = await startWsServer(em, {
      prep: waitingPrep(events, signals),
      liveSessions: createSupabaseLiveSessionStore(admin, { maxPerUser: 3, ttlMs: 180_000 }),
    });
    try {
      const user = await createSignedInUser(em, 'prep-abort');
      const client = await TestClient.open(server, '/tab');
      client.sendJson({ type: 'hello', access_token: user.accessToken, application_id: randomUUID() });
      for (let i = 0; i < 200 && signals.length === 0; i++) await sleep(25);
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(false);
      const leases = async () => (await admin.from('live_session').select('id').eq('profile_id', user.userId).throwOnError()).data ?? [];
      expect(await leases()).toHaveLength(1);

      client.ws.close(1000);
      await client.closed;
      for (let i = 0; i < 200 && !signals[0]?.aborted; i++) await sleep(25);
      expect(signals[0]?.aborted).toBe(true);
      for (let i = 0; i < 200 && (await leases()).length > 0; i++) await sleep(25);
      expect(await leases()).toEqual([]);
      expect(client.messages.filter((m) => m.type === 'ready')).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
