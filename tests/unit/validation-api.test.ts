import { logMessageSchema } from '@/lib/validations/log-message';
import { personalizeSchema, textsToSave } from '@/lib/validations/personalize';
import { detectResumeKind } from '@/lib/validations/resume-upload';
import { sessionCookieSchema } from '@/lib/validations/session-cookie';

describe('Personalize', () => {
  it('saves only texts that are non-empty after trimming', () => {
    expect(textsToSave({ resume: '  \n ', jobDescription: '' })).toEqual({});
    expect(textsToSave({ resume: ' My CV ', jobDescription: '\t' })).toEqual({ resume: ' My CV ' });
    expect(textsToSave({ resume: '', jobDescription: 'JD' })).toEqual({ jobDescription: 'JD' });
  });

  it('refuses more than 100,000 characters with a clear message', () => {
    const r = personalizeSchema.safeParse({ resume: 'x'.repeat(100_001), jobDescription: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Your resume is too long. Keep it under 100,000 characters.');
    expect(personalizeSchema.safeParse({ resume: 'x'.repeat(100_000), jobDescription: '' }).success).toBe(true);
  });
});

describe('resume upload kind', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
  const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
  it('needs both the extension and the magic bytes', () => {
    expect(detectResumeKind('cv.PDF', pdf)).toBe('pdf');
    expect(detectResumeKind('cv.docx', zip)).toBe('docx');
    expect(detectResumeKind('cv.pdf', zip)).toBeNull();
    expect(detectResumeKind('cv.docx', pdf)).toBeNull();
    expect(detectResumeKind('cv.doc', zip)).toBeNull();
    expect(detectResumeKind('cv.txt', new Uint8Array([0x68, 0x69]))).toBeNull();
  });
});

describe('log message body', () => {
  it('accepts the client payload and defaults the type', () => {
    const r = logMessageSchema.parse({ id: 7, email: null, userDateTime: 'now', ipaddress: '1.2.3.4', component: 'Interview', message: '{"a":1}' });
    expect(r.type).toBe('info');
  });
  it('refuses a missing component, an empty or oversized message, an unknown type', () => {
    expect(logMessageSchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(logMessageSchema.safeParse({ component: 'c', message: '' }).success).toBe(false);
    expect(logMessageSchema.safeParse({ component: 'c', message: 'x'.repeat(4001) }).success).toBe(false);
    expect(logMessageSchema.safeParse({ component: 'c', message: 'x', type: 'fatal' }).success).toBe(false);
  });
});

describe('set-supabase-cookie body', () => {
  it('needs tokens for SIGNED_IN and TOKEN_REFRESHED, nothing for SIGNED_OUT', () => {
    const session = { access_token: 'a'.repeat(40), refresh_token: 'r' };
    expect(sessionCookieSchema.safeParse({ event: 'SIGNED_IN', session }).success).toBe(true);
    expect(sessionCookieSchema.safeParse({ event: 'TOKEN_REFRESHED', session }).success).toBe(true);
    expect(sessionCookieSchema.safeParse({ event: 'SIGNED_IN' }).success).toBe(false);
    expect(sessionCookieSchema.safeParse({ event: 'SIGNED_OUT' }).success).toBe(true);
    expect(sessionCookieSchema.safeParse({ event: 'USER_UPDATED', session }).success).toBe(false);
  });
  it('drops a user object sent in the body', () => {
    const r = sessionCookieSchema.parse({ event: 'SIGNED_IN', session: { access_token: 'a'.repeat(40), refresh_token: 'r', user: { id: 'x' } } });
    expect(r).toEqual({ event: 'SIGNED_IN', session: { access_token: 'a'.repeat(40), refresh_token: 'r' } });
  });
});
