// npx tsx bench/rest-select.ts: latency of an authorised single-row select through /rest/v1
// (supabase-js, user token, RLS on) and the throughput of 200 concurrent requests.
// Target: p50 ≤ 2 ms. Figures are printed, never asserted: timed tests flake on a busy
// machine, so speed targets live here.
import crypto from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { toError } from '../lib/errors/to-error';
import { DEV_PUBLISHABLE_KEY } from '../emulators/dev-keys';
import { signAccessToken } from '../emulators/jwt';
import { startEmulators } from '../emulators/server';
import type { Database } from '../lib/supabase/database';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const WARMUP = 200;
const CONCURRENT = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const em = await startEmulators({ port: 0 });
  try {
    const userId = crypto.randomUUID();
    // The app's trigger on auth.users creates the profile row the user may read (RLS: own row only).
    await em.context.db.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, '{}', '{}', now(), now())`,
      [userId, `bench-${userId.slice(0, 8)}@example.test`],
    );
    const now = Math.floor(Date.now() / 1000);
    const token = signAccessToken({ sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, session_id: userId });
    const supabase = createClient<Database>(em.url, DEV_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const once = async () => {
      const { data, error } = await supabase.from('profile').select().eq('id', userId).single();
      if (error || data?.id !== userId) throw new Error(`unexpected answer: ${JSON.stringify(error ?? data)}`);
    };

    for (let i = 0; i < WARMUP; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const t0 = process.hrtime.bigint();
      await once();
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    times.sort((a, b) => a - b);
    const fmt = (n: number) => `${n.toFixed(2)} ms`;
    console.log(`REST single-row select (supabase-js, user token, RLS), ${ITERATIONS} sequential requests after ${WARMUP} warm-up:`);
    console.log(`  p50 ${fmt(percentile(times, 50))}   p95 ${fmt(percentile(times, 95))}   p99 ${fmt(percentile(times, 99))}   max ${fmt(times[times.length - 1])}`);
    console.log(`  target p50 ≤ 2 ms: ${percentile(times, 50) <= 2 ? 'met' : 'NOT met'}`);

    for (let round = 1; round <= 3; round++) {
      const t0 = process.hrtime.bigint();
      await Promise.all(Array.from({ length: CONCURRENT }, once));
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      console.log(`${CONCURRENT} concurrent requests (round ${round}): ${fmt(ms)} total, ${Math.round((CONCURRENT / ms) * 1000)} requests/s`);
    }
  } finally {
    await em.close();
  }
}

main().catch((err: unknown) => {
  console.error(`bench failed: ${toError(err).message}`);
  process.exit(1);
});
