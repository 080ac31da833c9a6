// The emulator of bench:realtime-fanout, in a process of its own so its CPU and memory are its
// own: the whole embedded Supabase on a fresh in-memory database, every Realtime limit at its
// default but the open-socket cap (the bench opens two sockets per pair), plus the policy the
// second screen needs. It answers the bench's requests for its figures over IPC.
//   forked by bench/realtime-fanout.ts
import { startEmulators } from '../../emulators/server';
import { serveBenchRequests } from '../capacity/bench-child';
import { memoryAfterGc, startStatsWindow } from '../capacity/process-stats';

/** The example policy of docs/emulators.md: a signed-in user may receive and send broadcasts on user:<their id>. */
const PAIR_POLICIES = `
  create policy "a signed-in user may receive broadcasts on user:<their id>"
    on realtime.messages for select to authenticated
    using (realtime.messages.extension = 'broadcast' and realtime.topic() = 'user:' || (select auth.uid())::text);
  create policy "a signed-in user may send broadcasts on user:<their id>"
    on realtime.messages for insert to authenticated
    with check (realtime.messages.extension = 'broadcast' and realtime.topic() = 'user:' || (select auth.uid())::text);`;

async function main(): Promise<void> {
  const sockets = Number(process.env.BENCH_EMULATOR_SOCKETS ?? 1000);
  const em = await startEmulators({ port: 0, realtime: { maxConnections: sockets } });
  await em.context.db.exec(PAIR_POLICIES);
  let stats = startStatsWindow();
  serveBenchRequests(
    { url: em.url, pid: process.pid },
    {
      startWindow: () => void (stats = startStatsWindow()),
      stats: () => ({ ...stats.take(), ...em.realtime.stats() }),
      memory: () => memoryAfterGc(),
    },
    () => em.close(),
  );
}

main().catch((err: unknown) => {
  console.error(`emulator process failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
