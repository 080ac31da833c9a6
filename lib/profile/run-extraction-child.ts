import 'server-only';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import { ResumeLimitError } from './resume-limit-error';

/**
 * The child's script, found from the project root (where `next dev`, `next start` and Jest run)
 * rather than next to this module: the bundler moves this module, and must not touch the child.
 */
export const EXTRACTION_CHILD_PATH = path.join(process.cwd(), 'lib', 'profile', 'resume-text-child.mjs');

export interface ExtractionChildLimits {
  /** Wall-clock time from start to answer; the child is killed past it. */
  timeoutMs: number;
  /** V8 heap of the child (--max-old-space-size). */
  heapMb: number;
  /** Resident memory of the child, polled on Linux; pdf.js's decoded data lives outside the heap, so this is what bounds it. */
  rssMb: number;
  pdfPages: number;
  /** Characters of raw text read before giving up (whitespace is collapsed later). */
  maxChars: number;
}

/** A child that failed in a way that says nothing about the file being too large: the route answers "unreadable". */
export class ExtractionChildError extends Error {
  override name = 'ExtractionChildError';
}

const replySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), text: z.string() }),
  z.object({ ok: z.literal(false), limit: z.enum(['pdf_pages', 'text_chars']).optional(), error: z.string().max(200) }),
]);

/** pdf.js decodes at most a few hundred MB a second: a 50 ms poll overshoots the limit by tens of MB. */
const RSS_POLL_MS = 50;
const tooSlow = () => new ResumeLimitError('extract_time', RESUME_UPLOAD_ERRORS.tooSlow);
const tooBig = () => new ResumeLimitError('extract_memory', RESUME_UPLOAD_ERRORS.unpackedTooLarge);

/**
 * Resident memory of a process in MB, from /proc (Linux); null where there is none. Read
 * synchronously: /proc is in memory, and a read costs microseconds against a thread-pool round trip.
 */
function residentMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const kb = /VmRSS:\s+(\d+)/.exec(status);
    return kb ? Number(kb[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Makes the child the kernel's first choice should the machine run out of memory (Linux; a process may raise its children's score). */
function offerToOomKiller(pid: number | undefined): void {
  try {
    if (pid !== undefined) writeFileSync(`/proc/${pid}/oom_score_adj`, '1000');
  } catch {
    // not Linux, or the process is already gone
  }
}

/**
 * Extracts a resume's raw text in a fresh Node process (resume-text-child.mjs) with a heap
 * limit, a resident-memory watchdog and a wall-clock timeout: whatever the file makes pdf.js
 * or mammoth do, this process only waits on a message. The child gets no environment beyond
 * NODE_ENV (no secrets) and no way to write to our logs. Rejects with ResumeLimitError when the
 * child is killed at a limit or reports one, ExtractionChildError when it fails otherwise.
 */
export function runExtractionChild(kind: 'pdf' | 'docx', bytes: Uint8Array, limits: ExtractionChildLimits): Promise<string> {
  if (!existsSync(EXTRACTION_CHILD_PATH)) {
    return Promise.reject(new ExtractionChildError(`${EXTRACTION_CHILD_PATH} is missing: start the server from the project root`));
  }
  return new Promise((resolve, reject) => {
    // spawn with an IPC channel rather than fork: Turbopack's `next build` takes fork's path for a
    // module to bundle and fails (vercel/next.js#97952); spawn's is traced as a plain file.
    const flags = [`--max-old-space-size=${limits.heapMb}`, '--disallow-code-generation-from-strings'];
    const child = spawn(process.execPath, [...flags, EXTRACTION_CHILD_PATH, kind, String(limits.pdfPages), String(limits.maxChars)], {
      env: { NODE_ENV: 'production' },
      stdio: ['pipe', 'ignore', 'ignore', 'ipc'],
    });
    offerToOomKiller(child.pid);
    let outcome: { text: string } | Error | undefined;
    const finish = (result: { text: string } | Error) => {
      if (outcome) return;
      outcome = result;
      clearTimeout(timer);
      clearInterval(watchdog);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (result instanceof Error) reject(result);
      else resolve(result.text);
    };
    const timer = setTimeout(() => finish(tooSlow()), limits.timeoutMs);
    const watchdog = setInterval(() => {
      const mb = child.pid === undefined ? null : residentMb(child.pid);
      if (mb !== null && mb > limits.rssMb) finish(tooBig());
    }, RSS_POLL_MS);
    child.on('message', (message: unknown) => {
      const parsed = replySchema.safeParse(message);
      if (!parsed.success) return finish(new ExtractionChildError('unexpected reply'));
      const reply = parsed.data;
      if (reply.ok) return finish({ text: reply.text });
      if (reply.limit === 'pdf_pages') return finish(new ResumeLimitError('pdf_pages', RESUME_UPLOAD_ERRORS.tooManyPages));
      if (reply.limit === 'text_chars') return finish(new ResumeLimitError('text_chars', RESUME_UPLOAD_ERRORS.tooMuchText));
      finish(new ExtractionChildError(reply.error));
    });
    child.on('error', (err) => finish(new ExtractionChildError(err.name)));
    child.on('exit', (code, signal) => {
      // V8 aborts (SIGABRT) at its heap limit; the kernel's OOM killer sends SIGKILL.
      if (signal === 'SIGABRT' || signal === 'SIGKILL') return finish(tooBig());
      finish(new ExtractionChildError(`exited with code ${code} before answering`));
    });
    // The bytes go through a pipe: an IPC message of a few MB is serialised on this thread
    // (tens of ms). A child that dies before reading them is answered by its 'exit' above.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(bytes);
  });
}
