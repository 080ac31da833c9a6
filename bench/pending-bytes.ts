// npm run bench:pending-bytes: what sockets that never send a hello can make the ws-server hold.
// BENCH_SOCKETS sockets (default 100, within the pending-socket caps) each start one 3 MiB
// text message (a screen question's worth) in 64 KiB fragments and never finish it; the bench
// prints the server's RSS growth and how many of the bytes each socket got to send before the
// server cut it off. Figures are printed, never asserted.
import { WebSocket } from 'ws';
import { createWsServer } from '../ws-server/server';
import { fmt, memoryStores, startLocalAuth } from './ws-support';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 100);
const FRAGMENT = 64 * 1024;
const MESSAGE = 3 * 1024 * 1024;

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'error';
  const auth = await startLocalAuth();
  const server = await createWsServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      supabaseUrl: auth.url,
      supabaseSecretKey: 'sb_secret_bench_unused_000000',
      anyOrigin: true,
      maxPendingConnections: SOCKETS + 10,
      maxPendingPerIp: SOCKETS + 10,
      helloTimeoutMs: 120_000,
    },
    ...memoryStores(),
    createTranscriber: () => ({ push: () => undefined, finish: async () => undefined, close: () => undefined }),
    answerEngine: { source: 'offline', async *stream() {} },
  });
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, async () => {
      const ws = new WebSocket(`${server.url}/tab`);
      ws.on('error', () => undefined);
      await new Promise((resolve) => ws.once('open', resolve));
      return ws;
    }),
  );
  // Every socket sends its fragments in turn, and none ever sends the last one.
  for (let offset = 0; offset < MESSAGE - FRAGMENT; offset += FRAGMENT) {
    for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(Buffer.alloc(FRAGMENT, 0x61), { binary: false, fin: false });
    await new Promise((r) => setTimeout(r, 20));
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  await new Promise((r) => setTimeout(r, 500));
  peak = Math.max(peak, process.memoryUsage().rss);
  const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  console.log(`sockets: ${SOCKETS}, each starting a ${MESSAGE / 1024 / 1024} MiB message with no hello`);
  console.log(`still open after sending ${fmt((MESSAGE - FRAGMENT) / 1024 / 1024, 2)} MiB each: ${open} of ${SOCKETS}`);
  console.log(`server RSS: ${fmt(before / 1024 / 1024, 0)} MB before, peak ${fmt(peak / 1024 / 1024, 0)} MB (+${fmt((peak - before) / 1024 / 1024, 0)} MB)`);
  for (const ws of sockets) ws.terminate();
  await server.close();
  await auth.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
