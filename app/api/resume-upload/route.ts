// POST /api/resume-upload: extracts the text of an uploaded PDF or DOCX resume (nothing is stored; the text fills the Personalize form)
import { NextResponse } from 'next/server';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { withUser } from '@/lib/auth/with-user';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';
import { writeLog } from '@/lib/logging/write-log';
import { extractResumeText } from '@/lib/profile/extract-resume-text';
import { detectResumeKind, MAX_RESUME_FILE_BYTES, RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';

/** Parsing is CPU work: 10 uploads in a burst per user, then one every 10 s. */
const limiter = new TokenBucketLimiter({ capacity: 10, refillPerSecond: 0.1 });
const fail = (status: number, error: string) => NextResponse.json({ error }, { status });

export const POST = withUser(async (request, { user }) => {
  if (!isSameOriginRequest(request)) return fail(403, 'Cross-site request refused.');
  if (!limiter.take(user.id)) return fail(429, 'Too many uploads. Please wait a few seconds and try again.');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_RESUME_FILE_BYTES + 64 * 1024) return fail(413, RESUME_UPLOAD_ERRORS.tooLarge);
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) return fail(400, RESUME_UPLOAD_ERRORS.missing);
  if (file.size > MAX_RESUME_FILE_BYTES) return fail(413, RESUME_UPLOAD_ERRORS.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectResumeKind(file.name, bytes.subarray(0, 8));
  if (!kind) return fail(415, RESUME_UPLOAD_ERRORS.wrongType);
  try {
    const text = await extractResumeText(kind, bytes);
    writeLog('info', 'resume text extracted', { user_id: user.id, kind, bytes: bytes.byteLength, chars: text.length });
    if (!text) return fail(422, RESUME_UPLOAD_ERRORS.empty);
    return NextResponse.json({ text });
  } catch (err) {
    writeLog('warn', 'resume extraction failed', { user_id: user.id, kind, bytes: bytes.byteLength, error: (err as Error).name });
    return fail(422, RESUME_UPLOAD_ERRORS.unreadable);
  }
});
