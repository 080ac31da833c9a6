// Orphaned usage rows (a crashed ws-server, or an end_usage that kept failing) are closed at
// their last charge by sweep_orphaned_usage, which every ws-server runs periodically: no
// minute is lost or charged twice, rows a live session owns are left alone, and a second
// sweep changes nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

interface Row {
  id: number;
  charged_seconds: number;
  end_time: string | null;
  last_charged_at: string;
}

describe('orphaned usage sweeper', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
  });
  afterAll(async () => {
    await em?.close();
  });

  const rpc = async <T>(fn: string, args: Record<string, unknown>): Promise<T> => {
    const { data, error } = await admin.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.message}`);
    return data as T;
  };

  /** A usage row charged `seconds`, whose last charge was `ageSeconds` ago, as a crash leaves it. */
  async function orphan(user: TestUser, seconds: number, ageSeconds: number): Promise<number> {
    const [started] = await rpc<{ usage_log_id: number }[]>('start_usage', { p_profile_id: user.userId, p_source: 'tab' });
    const id = Number(started.usage_log_id);
    await rpc('charge_usage', { p_usage_log_id: id, p_seconds: seconds });
    const at = new Date(Date.now() - ageSeconds * 1000).toISOString();
    const { error } = await admin.from('usage_logs').update({ last_charged_at: at, start_time: new Date(Date.now() - (ageSeconds + seconds) * 1000).toISOString() }).eq('id', id);
    if (error) throw new Error(error.message);
    return id;
  }

  async function row(id: number): Promise<Row> {
    const { data, error } = await admin.from('usage_logs').select('id, charged_seconds, end_time, last_charged_at').eq('id', id).single();
    if (error) throw new Error(error.message);
    return { ...(data as Row), charged_seconds: Number((data as Row).charged_seconds) };
  }

  async function creditUsed(user: TestUser): Promise<number> {
    const { data, error } = await admin.from('profile').select('credit_used').eq('id', user.userId).single();
    if (error) throw new Error(error.message);
    return Number((data as { credit_used: number }).credit_used);
  }

  it('closes an orphan at its last charge, charges nothing more, and a second sweep changes nothing', async () => {
    const user = await createSignedInUser(em, 'sweep');
    const id = await orphan(user, 90, 600);
    const before = await row(id);
    const used = await creditUsed(user);
    expect(used).toBeCloseTo(1.5, 6);

    expect(await rpc<number>('sweep_orphaned_usage', { p_stale_seconds: 180 })).toBeGreaterThanOrEqual(1);
    const after = await row(id);
    expect(after.end_time).not.toBeNull();
    expect(new Date(after.end_time!).getTime()).toBe(new Date(before.last_charged_at).getTime());
    expect(after.charged_seconds).toBe(90);
    expect(await creditUsed(user)).toBeCloseTo(used, 9);

    expect(await rpc<number>('sweep_orphaned_usage', { p_stale_seconds: 180 })).toBe(0);
    expect(await row(id)).toEqual(after);
    expect(await creditUsed(user)).toBeCloseTo(used, 9);

    // A late end_usage from a server that came back adds nothing to a swept row.
    await rpc('end_usage', { p_usage_log_id: id, p_seconds: 30 });
    expect((await row(id)).charged_seconds).toBe(90);
    expect(await creditUsed(user)).toBeCloseTo(used, 9);
  });

  it('leaves alone a row charged recently, and an old-looking row that a live lease owns', async () => {
    const user = await createSignedInUser(em, 'sweep-live');
    const [fresh] = await rpc<{ usage_log_id: number }[]>('start_usage', { p_profile_id: user.userId, p_source: 'mic' });
    const owned = await orphan(user, 60, 600);
    const [claim] = await rpc<{ live_session_id: string; status: string }[]>('claim_live_session', { p_profile_id: user.userId, p_max: 3, p_ttl_seconds: 60 });
    expect(claim.status).toBe('active');
    expect(await rpc<string>('renew_live_session', { p_live_session_id: claim.live_session_id, p_profile_id: user.userId, p_ttl_seconds: 60, p_usage_log_id: owned })).toBe('active');

    await rpc('sweep_orphaned_usage', { p_stale_seconds: 180 });
    expect((await row(Number(fresh.usage_log_id))).end_time).toBeNull();
    expect((await row(owned)).end_time).toBeNull();

    // Once the lease is gone (released, or expired), the row is an orphan like any other.
    await rpc('release_live_session', { p_live_session_id: claim.live_session_id });
    await rpc('sweep_orphaned_usage', { p_stale_seconds: 180 });
    expect((await row(owned)).end_time).not.toBeNull();
    expect((await row(owned)).charged_seconds).toBe(60);
  });

  it('runs in every ws-server, at start and then periodically', async () => {
    const user = await createSignedInUser(em, 'sweep-server');
    const id = await orphan(user, 30, 3600);
    const server = await startWsServer(em, { config: { usageSweepIntervalMs: 200 } });
    try {
      for (let i = 0; i < 100 && !(await row(id)).end_time; i++) await new Promise((r) => setTimeout(r, 50));
      expect((await row(id)).end_time).not.toBeNull();
      expect((await row(id)).charged_seconds).toBe(30);
    } finally {
      await server.close();
    }
  });
});
