// npm run bench:data-export: the memory one "Download my data" takes, for an account with 2,000
// sessions of 30 turns each (the export's session cap). The 40 newest sessions carry answers with
// sources near the 64 KB a turn may hold; the rest are ordinary (a 600-character answer, a
// kilobyte of sources). The export runs alone in a child process (export-child.ts) against the
// embedded emulator, as the route runs it with the user's token, and reports what it holds at
// most (the live heap and buffers outside it, after collecting the garbage at each piece it
// writes) and its peak resident set above its start, with the bytes sent and the time.
// Target: what the export holds bounded by its page budget whatever the history holds (a few MB
// here). Figures are printed, never asserted.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { signAccessToken } from '../../emulators/jwt';
import { startEmulators } from '../../emulators/server';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 2000);
const TURNS = Number(process.env.BENCH_TURNS ?? 30);
const HEAVY_SESSIONS = 40;

async function main(): Promise<void> {
  const em = await startEmulators({ port: 0 });
  try {
    const db = em.context.db;
    const userId = crypto.randomUUID();
    await db.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, '{}', '{}', now(), now())`,
      [userId, `export-${userId.slice(0, 8)}@example.test`],
    );
    const seeded = performance.now();
    // Sessions a minute apart, the newest HEAVY_SESSIONS first in the export.
    await db.query(
      `insert into public.interview_session (profile_id, started_at, title)
       select $1, now() - make_interval(mins => g), 'Session ' || g from generate_series(1, $2) g`,
      [userId, SESSIONS],
    );
    // One source's text, so that 20 of them make about 60 KB (the check allows 64 KB a turn).
    // A hundred sessions a statement, well within the emulator's statement timeout.
    for (let from = 1; from <= SESSIONS; from += 100) {
      await db.query(
        `insert into public.interview_turn (session_id, profile_id, question, answer, question_at, sources)
         select s.id, $1, 'Question ' || t || ' of ' || s.title, repeat('An answer in the candidate''s words. ', 17), s.started_at + make_interval(secs => t),
                (select jsonb_agg(jsonb_build_object('n', k, 'kind', 'resume', 'label', 'Resume line ' || k,
                                                     'text', repeat('x', case when n.g <= $3 then 2900 else 40 end)))
                   from generate_series(1, 20) k)
           from generate_series($4::int, $5::int) n(g)
           join public.interview_session s on s.profile_id = $1 and s.title = 'Session ' || n.g
          cross join generate_series(1, $2) t`,
        [userId, TURNS, HEAVY_SESSIONS, from, Math.min(SESSIONS, from + 99)],
      );
    }
    const size = await db.query<{ turns: number; mb: number }>(`select count(*)::int as turns, round(sum(octet_length(answer) + octet_length(sources::text)) / 1048576.0, 1)::float as mb from public.interview_turn where profile_id = $1`, [userId]);
    console.log(`data-export: ${SESSIONS} sessions of ${TURNS} turns (${size.rows[0].turns} turns, ${size.rows[0].mb} MB of answers and sources; the ${HEAVY_SESSIONS} newest near 60 KB a turn), seeded in ${Math.round((performance.now() - seeded) / 1000)} s`);
    const now = Math.floor(Date.now() / 1000);
    const token = signAccessToken({ sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, session_id: userId });
    const child = path.join(import.meta.dirname, 'export-child.ts');
    for (let run = 1; run <= 2; run++) {
      // Asynchronously: the emulator answering the child runs on this process's event loop.
      const out = await runChild(child, { BENCH_URL: em.url, BENCH_TOKEN: token });
      const r = JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, number | string>;
      console.log(
        `  run ${run}: ${(Number(r.bytes) / 1048576).toFixed(1)} MB sent in ${(Number(r.ms) / 1000).toFixed(1)} s (${r.chunks} pieces); held at most (live, after collecting): heap ${r.liveHeapMb} MB, outside the heap ${r.liveOutsideHeapMb} MB; resident peak ${r.peakRssMb} MB above start; ends ${JSON.stringify(r.ends)}`,
      );
    }
  } finally {
    await em.close();
  }
}

/** Runs the export child to its end; resolves with what it printed. */
function runChild(file: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--expose-gc', '--conditions=react-server', '--import', 'tsx', file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    proc.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    proc.on('error', reject);
    proc.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`the export failed (${code}): ${stderr}`))));
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
