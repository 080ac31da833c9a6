import 'server-only';
import { availableParallelism } from 'node:os';
import { RESUME_UNPACK_LIMITS, RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import { checkDocxZip } from './check-docx-zip';
import { checkPdfStreams } from './check-pdf-streams';
import { ExtractionSlots } from './extraction-slots';
import { ResumeLimitError } from './resume-limit-error';
import { runExtractionChild } from './run-extraction-child';

type Limits = typeof RESUME_UNPACK_LIMITS;

/**
 * The extraction process's bounds. A resume reads in well under a second and under 150 MB;
 * the pre-checks keep what pdf.js decodes under `pdfInflatedBytes`, so these only stop what
 * slips past them (CPU spent on fonts, a decoder misled in a way the checks did not foresee).
 */
export const EXTRACTION_CHILD_LIMITS = { timeoutMs: 15_000, heapMb: 256, rssMb: 512 } as const;

/** One extraction per core at once (each is a process of its own), as many again waiting. */
const slots = new ExtractionSlots(availableParallelism(), availableParallelism());

/** Text is cut off well past the limit while reading (whitespace is collapsed after), then checked exactly. */
const tooMuchText = () => new ResumeLimitError('text_chars', RESUME_UPLOAD_ERRORS.tooMuchText);

/**
 * Plain text of an uploaded resume. The file is checked first in this process without blocking
 * it (PDF: checkPdfStreams; DOCX: checkDocxZip), then read by pdf.js (through unpdf) or
 * mammoth in a child process with memory and time limits (runExtractionChild), in one of a few
 * slots per server and one per `owner` at a time. Throws ResumeLimitError (over a limit),
 * ResumeRefusedError (a PDF built in a way we refuse), ResumeBusyError (no slot) or another
 * error (unreadable). Nothing is written to disk or logged.
 */
export async function extractResumeText(kind: 'pdf' | 'docx', bytes: Uint8Array, { owner, limits = RESUME_UNPACK_LIMITS }: { owner: string; limits?: Limits }): Promise<string> {
  const release = await slots.acquire(owner);
  try {
    if (kind === 'pdf') await checkPdfStreams(bytes, limits);
    else await checkDocxZip(bytes, limits);
    const raw = await runExtractionChild(kind, bytes, { ...EXTRACTION_CHILD_LIMITS, pdfPages: limits.pdfPages, maxChars: limits.textChars * 4 });
    const text = tidy(raw);
    if (text.length > limits.textChars) throw tooMuchText();
    return text;
  } finally {
    release();
  }
}

/** Collapses runs of spaces and blank lines that extraction leaves behind. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
