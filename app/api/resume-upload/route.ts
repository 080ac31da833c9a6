// POST /api/resume-upload: extracts the text of an uploaded PDF or DOCX resume (nothing is stored; the text fills the Personalize form)
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/api/api-error';
import { withRoute } from '@/lib/api/with-route';
import { toError } from '@/lib/errors/to-error';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';
import { writeLog } from '@/lib/logging/write-log';
import { extractResumeText } from '@/lib/profile/extract-resume-text';
import { ResumeBusyError } from '@/lib/profile/resume-busy-error';
import { ResumeLimitError } from '@/lib/profile/resume-limit-error';
import { ResumeRefusedError } from '@/lib/profile/resume-refused-error';
import { ExtractionChildError } from '@/lib/profile/run-extraction-child';
import { detectResumeKind, MAX_RESUME_FILE_BYTES, RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';

/** Parsing is CPU work: 10 uploads in a burst per user, then one every 10 s. */
const limiter = new TokenBucketLimiter({ capacity: 10, refillPerSecond: 0.1 });

export const POST = withRoute(
  {
    name: 'api/resume-upload',
    auth: 'user',
    rateLimit: { limiter, message: 'Too many uploads. Please wait a few seconds and try again.' },
    // The multipart envelope adds a little to the file: 64 KB of headroom.
    body: { kind: 'form', maxBytes: MAX_RESUME_FILE_BYTES + 64 * 1024, tooLargeMessage: RESUME_UPLOAD_ERRORS.tooLarge, invalidMessage: RESUME_UPLOAD_ERRORS.missing },
  },
  async ({ user, body: form }) => {
    const file = form.get('file');
    if (!(file instanceof File)) throw new ApiError('bad_request', RESUME_UPLOAD_ERRORS.missing);
    if (file.size > MAX_RESUME_FILE_BYTES) throw new ApiError('payload_too_large', RESUME_UPLOAD_ERRORS.tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = detectResumeKind(file.name, bytes.subarray(0, 8));
    if (!kind) throw new ApiError('unsupported_media_type', RESUME_UPLOAD_ERRORS.wrongType);
    let text: string;
    try {
      text = await extractResumeText(kind, bytes, { owner: user.id });
    } catch (err) {
      if (err instanceof ResumeBusyError) {
        if (err.scope === 'user') throw new ApiError('rate_limited', err.message, { 'retry-after': '5' });
        throw new ApiError('unavailable', err.message, { 'retry-after': '5' });
      }
      const limit = err instanceof ResumeLimitError ? err.limit : err instanceof ResumeRefusedError ? err.reason : undefined;
      // The child reports only an error's name or code: its message cannot quote the file.
      const detail = err instanceof ExtractionChildError ? err.message : undefined;
      writeLog('warn', 'resume extraction failed', { user_id: user.id, kind, bytes: bytes.byteLength, limit, error: toError(err).name, detail });
      if (err instanceof ResumeLimitError) throw new ApiError('payload_too_large', err.message);
      if (err instanceof ResumeRefusedError) throw new ApiError('unprocessable_entity', err.message);
      throw new ApiError('unprocessable_entity', RESUME_UPLOAD_ERRORS.unreadable);
    }
    writeLog('info', 'resume text extracted', { user_id: user.id, kind, bytes: bytes.byteLength, chars: text.length });
    if (!text) throw new ApiError('unprocessable_entity', RESUME_UPLOAD_ERRORS.empty);
    return NextResponse.json({ text });
  },
);
