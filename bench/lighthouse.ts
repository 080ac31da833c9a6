// npm run bench:lighthouse: Lighthouse scores (mobile preset: performance, accessibility,
// best practices, SEO) for the landing page, one article and the privacy policy, and the
// landing page's first-load JavaScript, gzipped. Targets: 95+ everywhere, SEO 100, JS <= 150 KB.
// Runs against LIGHTHOUSE_BASE_URL when set; otherwise starts `next start` on the existing
// production build (run `npm run build` first) on a free port and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../lib/server/free-port';

const PAGES = ['/', '/best-interview-questions', '/privacy-policy'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const JS_BUDGET_KB = 150;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`next start did not answer at ${url}; run \`npm run build\` first`);
}

async function startNext(): Promise<{ baseUrl: string; server: ChildProcess }> {
  const port = await freePort();
  const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const server = spawn(process.execPath, [nextBin, 'start', '--port', String(port)], {
    // A production build on the emulator's public dev keys is allowed here on purpose: only pages are measured.
    env: { ...process.env, CUECARD_ALLOW_DEV_KEYS: '1', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: `next start` runs the server in a child process that must stop too.
    detached: true,
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForServer(baseUrl, 60_000);
  return { baseUrl, server };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** A row of the network-requests table; rows without a URL are left out. */
function networkItem(row: Record<string, unknown>): NetworkItem[] {
  return typeof row.url === 'string' ? [{ url: row.url, resourceType: typeof row.resourceType === 'string' ? row.resourceType : undefined }] : [];
}

/** Sums the gzipped size of every script the landing page loaded (each file gzipped on its own). */
async function firstLoadJsGzipKb(items: NetworkItem[]): Promise<{ kb: number; files: number }> {
  const scripts = [...new Set(items.filter((i) => i.resourceType === 'Script').map((i) => i.url))];
  let bytes = 0;
  for (const url of scripts) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return { kb: bytes / 1024, files: scripts.length };
}

async function main() {
  const external = process.env.LIGHTHOUSE_BASE_URL;
  const started = external ? undefined : await startNext();
  const baseUrl = external ?? started!.baseUrl;
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  let failed = false;
  try {
    for (const page of PAGES) {
      // Warm the server's caches so the first measured load is not a cold start.
      await fetch(baseUrl + page);
      const result = await lighthouse(baseUrl + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      const line = CATEGORIES.map((c, i) => `${c} ${scores[i]}`).join(', ');
      console.log(`${page.padEnd(28)} ${line}`);
      if (scores.some((s, i) => s < (CATEGORIES[i] === 'seo' ? 100 : 95))) failed = true;
      if (page === '/') {
        const details = lhr.audits['network-requests']?.details;
        const items = details?.type === 'table' ? details.items.flatMap(networkItem) : [];
        const js = await firstLoadJsGzipKb(items);
        console.log(`${'/ first-load JavaScript'.padEnd(28)} ${js.kb.toFixed(1)} KB gzipped in ${js.files} files (budget ${JS_BUDGET_KB} KB)`);
        if (js.kb > JS_BUDGET_KB) failed = true;
        const lcp = lhr.audits['largest-contentful-paint']?.displayValue;
        const tbt = lhr.audits['total-blocking-time']?.displayValue;
        const cls = lhr.audits['cumulative-layout-shift']?.displayValue;
        console.log(`${'/ vitals (simulated mobile)'.padEnd(28)} LCP ${lcp}, TBT ${tbt}, CLS ${cls}`);
      }
    }
  } finally {
    chrome.kill();
    if (started?.server.pid) process.kill(-started.server.pid, 'SIGTERM');
  }
  console.log(failed ? 'Some figures miss their targets.' : 'All figures meet their targets.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
