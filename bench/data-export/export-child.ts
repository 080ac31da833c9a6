// One data export, alone in its process, so its memory is the export's own: reads everything the
// user stored through the emulator's REST API with their token (dataExportChunks, as the route
// does), discards the text as a download would send it, and measures what it holds: after each
// piece it collects the garbage and reads the live heap and the buffers outside it (what the export
// keeps, not what it has already let go), and it samples the resident set every 5 ms. Prints one
// JSON line.
//   forked by bench/data-export/main.ts (tsx --conditions=react-server, for 'server-only')
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { dataExportChunks } from '../../lib/account/data-export-chunks';
import type { Database } from '../../lib/supabase/database';

async function main(): Promise<void> {
  const supabase = createClient<Database>(process.env.BENCH_URL!, DEV_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${process.env.BENCH_TOKEN}` } },
  });
  globalThis.gc?.();
  const base = process.memoryUsage();
  const peak = { heap: 0, external: 0, rss: 0 };
  const sampleRss = () => {
    peak.rss = Math.max(peak.rss, process.memoryUsage().rss - base.rss);
  };
  const sampleLive = () => {
    globalThis.gc?.();
    const m = process.memoryUsage();
    peak.heap = Math.max(peak.heap, m.heapUsed - base.heapUsed);
    peak.external = Math.max(peak.external, m.external + m.arrayBuffers - base.external - base.arrayBuffers);
    peak.rss = Math.max(peak.rss, m.rss - base.rss);
  };
  const timer = setInterval(sampleRss, 5);
  const started = performance.now();
  let bytes = 0;
  let chunks = 0;
  let text = '';
  for await (const chunk of dataExportChunks(supabase)) {
    bytes += Buffer.byteLength(chunk);
    chunks++;
    sampleLive();
    // The file's shape is checked at the end from its last 200 characters only (nothing is kept).
    text = (text + chunk).slice(-200);
  }
  clearInterval(timer);
  const ms = performance.now() - started;
  const mb = (n: number) => Math.round((n / 1048576) * 10) / 10;
  console.log(JSON.stringify({ bytes, chunks, ms: Math.round(ms), liveHeapMb: mb(peak.heap), liveOutsideHeapMb: mb(peak.external), peakRssMb: mb(peak.rss), ends: text.trim().slice(-30) }));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
