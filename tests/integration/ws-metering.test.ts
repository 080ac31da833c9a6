// Credits are metered by the server to the millisecond: charged every interval (shortened
// here through METERING_INTERVAL_MS) and at close, stopped at the plan's limit, and never
// double- or under-charged when two ws-server processes share one database.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';
process.env.METERING_INTERVAL_MS = '300';

interface UsageRow {
  id: number;
  charged_seconds: number;
  end_time: string | null;
  time_elapsed: number;
}

describe('ws-server metering', () => {
  let em: RunningEmulator;
  let a: RunningWsServer;
  let b: RunningWsServer;
  let admin: SupabaseClient;

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
    // Four sessions of one user across both: the per-user limit (3 by default) counts across processes.
    [a, b] = await Promise.all([startWsServer(em, { config: { maxSessionsPerUser: 4 } }), startWsServer(em, { config: { maxSessionsPerUser: 4 } })]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await em?.close();
  });

  async function usage(user: TestUser): Promise<{ rows: UsageRow[]; creditUsed: number }> {
    const rows = await admin.from('usage_logs').select('id, charged_seconds, end_time, time_elapsed').eq('profile_id', user.userId).order('id');
    const profile = await admin.from('profile').select('credit_used').eq('id', user.userId).single();
    if (rows.error || profile.error) throw new Error(rows.error?.message ?? profile.error?.message);
    return {
      rows: (rows.data as UsageRow[]).map((r) => ({ ...r, charged_seconds: Number(r.charged_seconds), time_elapsed: Number(r.time_elapsed) })),
      creditUsed: Number((profile.data as { credit_used: number }).credit_used),
    };
  }

  async function waitEnded(user: TestUser, count: number): Promise<{ rows: UsageRow[]; creditUsed: number }> {
    for (let i = 0; i < 100; i++) {
      const u = await usage(user);
      if (u.rows.length === count && u.rows.every((r) => r.end_time)) return u;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('usage rows did not end');
  }

  it('charges every interval with credit messages, and the rest at close, to the millisecond', async () => {
    const user = await createSignedInUser(em, 'meter');
    const client = await TestClient.open(a);
    expect(await client.hello(user.accessToken)).toMatchObject({ type: 'ready', used: 0, limit: 30 });
    const readyAt = Date.now();
    await client.next((m) => m.type === 'credit' && client.messages.filter((x) => x.type === 'credit').length >= 3);
    const credits = client.messages.filter((m) => m.type === 'credit');
    expect(credits.map((m) => m.limit)).toEqual([30, 30, 30]);
    const used = credits.map((m) => Number(m.used));
    expect(used[0]).toBeGreaterThan(0);
    expect(used[1]).toBeGreaterThan(used[0]);
    await client.close();
    const elapsed = (Date.now() - readyAt) / 1000;

    const { rows, creditUsed } = await waitEnded(user, 1);
    expect(rows[0].charged_seconds).toBeGreaterThan(elapsed - 0.25);
    expect(rows[0].charged_seconds).toBeLessThan(elapsed + 0.25);
    expect(rows[0].time_elapsed).toBeCloseTo(rows[0].charged_seconds / 60, 9);
    expect(creditUsed * 60).toBeCloseTo(rows[0].charged_seconds, 6);
  });

  it('sends credit_limit with the plan expiry message and closes 4402 when the limit is reached mid-session', async () => {
    const user = await createSignedInUser(em, 'meter-limit');
    await admin.from('profile').update({ credit_used: 29.99 }).eq('id', user.userId).throwOnError(); // 0.6 s left
    const client = await TestClient.open(a);
    expect(await client.hello(user.accessToken)).toMatchObject({ type: 'ready' });
    const limit = await client.type('credit_limit', 10_000);
    expect(limit).toMatchObject({ limit: 30, expire_msg: expect.stringContaining('free trial minutes are used up') });
    expect(Number(limit.used)).toBeGreaterThanOrEqual(30);
    expect((await client.closed).code).toBe(4402);
    const { rows, creditUsed } = await waitEnded(user, 1);
    expect(creditUsed).toBeLessThan(30.02); // stopped within about a second of the limit
    expect(creditUsed * 60).toBeCloseTo(29.99 * 60 + rows[0].charged_seconds, 6);
  });

  it('refuses a session that starts at the limit with credit_limit and 4402, opening no usage row', async () => {
    const user = await createSignedInUser(em, 'meter-over');
    await admin.from('profile').update({ credit_used: 30 }).eq('id', user.userId).throwOnError();
    const client = await TestClient.open(a);
    const reply = await client.hello(user.accessToken);
    expect(reply).toMatchObject({ type: 'credit_limit', used: 30, limit: 30, expire_msg: expect.any(String) });
    expect((await client.closed).code).toBe(4402);
    expect((await usage(user)).rows).toEqual([]);
  });

  it('two ws-server processes on one database charge one user exactly the sum of the sessions', async () => {
    const user = await createSignedInUser(em, 'meter-two');
    const clients = await Promise.all([TestClient.open(a), TestClient.open(b), TestClient.open(a, '/mic'), TestClient.open(b, '/mic')]);
    const opened: number[] = [];
    for (const c of clients) {
      expect(await c.hello(user.accessToken)).toMatchObject({ type: 'ready' });
      opened.push(Date.now());
    }
    await new Promise((r) => setTimeout(r, 1_000));
    const lengths: number[] = [];
    for (const [i, c] of clients.entries()) {
      await c.close();
      lengths.push((Date.now() - opened[i]) / 1000);
      await new Promise((r) => setTimeout(r, 100));
    }
    const { rows, creditUsed } = await waitEnded(user, 4);
    const total = rows.reduce((sum, r) => sum + r.charged_seconds, 0);
    expect(creditUsed * 60).toBeCloseTo(total, 6);
    for (const [i, r] of rows.entries()) {
      expect(r.charged_seconds).toBeGreaterThan(lengths[i] - 0.3);
      expect(r.charged_seconds).toBeLessThan(lengths[i] + 0.3);
    }
  });

  it('a graceful shutdown closes sessions with 1001 and ends their usage rows', async () => {
    const c = await startWsServer(em);
    const user = await createSignedInUser(em, 'meter-shutdown');
    const client = await TestClient.open(c);
    expect(await client.hello(user.accessToken)).toMatchObject({ type: 'ready' });
    await new Promise((r) => setTimeout(r, 400));
    await c.close();
    expect((await client.closed).code).toBe(1001);
    const { rows } = await usage(user);
    expect(rows).toHaveLength(1);
    expect(rows[0].end_time).not.toBeNull();
    expect(rows[0].charged_seconds).toBeGreaterThan(0.35);
  });
});
