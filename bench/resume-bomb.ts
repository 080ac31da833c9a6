// npm run bench:resume-bomb: what a PDF decompression bomb costs the web server's process
// before and after text extraction moved behind the stream-filter check and into a child
// process. The bomb is a page whose second content stream is `[/ASCIIHexDecode /FlateDecode]`
// over zeros: 2 MB of file decodes to about 1 GB.
//
// Each case runs in a process of its own (this script again, given the case's name), so the
// peak RSS printed (the kernel's high-water mark, VmHWM on Linux) is that case's alone.
// - before: the old code path, kept here only to measure it (the old pre-check, which inflated
//   only streams starting with a zlib header, then pdf.js in this process). It runs on a 200 KB
//   bomb by default (BENCH_OLD_KB; the 2 MB one takes about a minute and 3.5 GB), killed after
//   BENCH_OLD_TIMEOUT_S (120).
// - after: extractResumeText on the 2 MB bomb (BENCH_KB).
// - bypass: the same bomb handed straight to the extraction child, skipping the check: how the
//   second line (RSS watchdog, heap limit, timeout) holds on its own.
// - normal: an ordinary one-page resume through extractResumeText, the latency a user sees.
// "Max event-loop delay" is the longest a 5 ms timer in the measured process waited past its
// time; "server CPU" is the CPU time that process spent (the child's is not in it). On a loaded
// machine the delay also counts time the process waited for a core. Figures are printed, never
// asserted.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, inflateSync } from 'node:zlib';
import { chainedFilterBomb, resumePdf } from '../tests/fixtures/pdf-builder';
import { watchEventLoop } from '../tests/fixtures/watch-event-loop';

// extract-resume-text.ts is marked `server-only`, whose plain entry throws (Next.js resolves it
// to an empty module on the server). A bench is server code: the marker resolves to nothing here too.
require.cache[require.resolve('server-only')] = { exports: {} } as NodeJS.Module;

const KB = Number(process.env.BENCH_KB ?? 2048);
const OLD_KB = Number(process.env.BENCH_OLD_KB ?? 200);
const OLD_TIMEOUT_S = Number(process.env.BENCH_OLD_TIMEOUT_S ?? 120);
/** zlib level 9 turns zeros into about 1/1030 of their size; hex doubles that. */
const inflatedFor = (fileKb: number) => Math.round(((fileKb * 1024) / 2) * 1030);

interface CaseResult {
  outcome: string;
  ms: number;
  peakRssMb: number;
  startRssMb: number;
  maxLoopDelayMs: number;
  /** CPU time this process spent (its own threads, not the extraction child's). */
  cpuMs: number;
}

/**
 * This process's peak resident memory in MB: VmHWM, which starts afresh with the process (getrusage's
 * maxrss would carry over the memory of the process that spawned it, on Linux).
 */
function peakRssMb(): number {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'latin1'));
    if (kb) return Number(kb[1]) / 1024;
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS / 1024;
}


/** The pre-check as it was (lib/profile/check-pdf-streams.ts before this change), unchanged in substance. */
function oldCheckPdfStreams(pdf: Buffer, budgetBytes: number): void {
  const nextStreamStart = (from: number): number => {
    for (let at = pdf.indexOf('stream', from, 'latin1'); at >= 0; at = pdf.indexOf('stream', at + 6, 'latin1')) {
      if (at >= 3 && pdf.toString('latin1', at - 3, at) === 'end') continue;
      const eol = at + 6;
      if (pdf[eol] === 0x0d && pdf[eol + 1] === 0x0a) return eol + 2;
      if (pdf[eol] === 0x0a || pdf[eol] === 0x0d) return eol + 1;
    }
    return -1;
  };
  let budget = budgetBytes;
  for (let start = nextStreamStart(0); start >= 0; ) {
    const end = pdf.indexOf('endstream', start, 'latin1');
    if (end < 0) break;
    try {
      budget -= inflateSync(pdf.subarray(start, end), { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new Error('refused: inflated too large');
    }
    start = nextStreamStart(end + 9);
  }
}

/** The old extraction: the old check, then pdf.js on this process's event loop. */
async function oldExtract(bytes: Uint8Array): Promise<string> {
  oldCheckPdfStreams(Buffer.from(bytes), 64 * 1024 * 1024);
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(bytes.slice());
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const { items } = await (await pdf.getPage(n)).getTextContent();
      pages.push(items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function runCase(name: string, file: string): Promise<CaseResult> {
  const bytes = new Uint8Array(readFileSync(file));
  const { extractResumeText, EXTRACTION_CHILD_LIMITS } = await import('../lib/profile/extract-resume-text');
  const { runExtractionChild } = await import('../lib/profile/run-extraction-child');
  const run: Record<string, () => Promise<string>> = {
    before: () => oldExtract(bytes),
    after: () => extractResumeText('pdf', bytes, { owner: 'bench' }),
    bypass: () => runExtractionChild('pdf', bytes, { ...EXTRACTION_CHILD_LIMITS, pdfPages: 30, maxChars: 400_000 }),
    normal: () => extractResumeText('pdf', bytes, { owner: 'bench' }),
  };
  const startRssMb = process.memoryUsage().rss / 2 ** 20;
  const stop = watchEventLoop();
  const cpu = process.cpuUsage();
  const started = performance.now();
  let outcome: string;
  try {
    outcome = `text read (${(await run[name]()).length} chars)`;
  } catch (err) {
    outcome = `refused: ${(err as Error).name} (${(err as { limit?: string; reason?: string }).limit ?? (err as { reason?: string }).reason ?? (err as Error).message})`;
  }
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  return { outcome, ms, startRssMb, maxLoopDelayMs: stop(), peakRssMb: peakRssMb(), cpuMs: (user + system) / 1000 };
}

/** Runs one case in a fresh process (killed after `timeoutS`) and reads its one JSON line. */
function runIsolated(name: string, file: string, timeoutS: number): Promise<CaseResult | string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, __filename, name, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutS * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      if (line.startsWith('{')) resolve(JSON.parse(line) as CaseResult);
      else resolve(signal === 'SIGKILL' ? `killed after ${timeoutS} s without an answer` : `exited (${code ?? signal})`);
    });
  });
}

async function main(): Promise<void> {
  const write = (label: string, pdf: Buffer) => {
    const file = path.join(tmpdir(), `resume-bomb-${process.pid}-${label}.pdf`);
    writeFileSync(file, pdf);
    return { file, kb: pdf.length / 1024 };
  };
  const small = write('old', chainedFilterBomb(inflatedFor(OLD_KB)));
  const big = write('new', chainedFilterBomb(inflatedFor(KB)));
  const normal = write('normal', resumePdf());
  const files = [small.file, big.file, normal.file];
  const cases = [
    { name: 'before', input: small, decodes: inflatedFor(OLD_KB), timeout: OLD_TIMEOUT_S },
    { name: 'after', input: big, decodes: inflatedFor(KB), timeout: 120 },
    { name: 'bypass', input: big, decodes: inflatedFor(KB), timeout: 120 },
    { name: 'normal', input: normal, decodes: 0, timeout: 60 },
  ];
  console.log('case    file       decodes to   time       server CPU   peak RSS   (start)   max event-loop delay   outcome');
  for (const c of cases) {
    const r = await runIsolated(c.name, c.input.file, c.timeout);
    const file = `${c.input.kb.toFixed(0)} KB`.padEnd(10);
    const decodes = (c.decodes ? `${(c.decodes / 2 ** 20).toFixed(0)} MB` : '-').padEnd(12);
    if (typeof r === 'string') console.log(`${c.name.padEnd(8)}${file} ${decodes} ${r}`);
    else {
      const time = `${(r.ms / 1000).toFixed(2)} s`.padEnd(10);
      const cpu = `${(r.cpuMs / 1000).toFixed(2)} s`.padEnd(12);
      const rss = `${r.peakRssMb.toFixed(0)} MB`.padEnd(10);
      const start = `(${r.startRssMb.toFixed(0)} MB)`.padEnd(9);
      console.log(`${c.name.padEnd(8)}${file} ${decodes} ${time} ${cpu} ${rss} ${start} ${`${r.maxLoopDelayMs.toFixed(0)} ms`.padEnd(22)} ${r.outcome}`);
    }
  }
  for (const file of files) rmSync(file, { force: true });
}

const [caseName, caseFile] = process.argv.slice(2);
if (caseName) {
  runCase(caseName, caseFile).then(
    (r) => {
      console.log(JSON.stringify(r));
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
} else {
  void main();
}
