// The size limits of screen questions: the schema's per-frame and per-message bounds, the one
// text message allowed past 256 KiB, the JPEG header check, and the transport cap above them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { base64Length, isScreenQuestionHead, LIMITS, parseClientMessage, SCREEN_FRAME_TOO_LARGE } from '@/lib/protocol';
import { transportMaxPayload } from '@/ws-server/limits/message-size';
import { checkMessageSize } from '@/ws-server/screen/check-message-size';
import { decodeScreenFrames } from '@/ws-server/screen/decode-screen-frames';
import { readJpegSize } from '@/ws-server/screen/jpeg-size';

const JPEG = readFileSync(path.join(process.cwd(), 'tests/fixtures/screen/merge-intervals-1600.jpg'));
const limits = { maxFrameBytes: LIMITS.maxAudioFrameBytes, maxTextBytes: LIMITS.maxTextBytes };
const message = (frames: unknown[], id = 's1') => JSON.stringify({ type: 'screen_question', id, frames });

describe('screen_question schema', () => {
  it('accepts one to four base64 JPEG frames with their size', () => {
    const parsed = parseClientMessage(message([{ data: JPEG.toString('base64'), width: 1600, height: 900 }]));
    expect(parsed).toMatchObject({ ok: true, message: { type: 'screen_question', id: 's1' } });
  });

  it('refuses a frame over 512 KiB with its own error code, and five frames, a long side over 1,600 px, or an odd id as bad messages', () => {
    const tooBig = parseClientMessage(message([{ data: 'A'.repeat(base64Length(LIMITS.maxScreenFrameBytes) + 4), width: 10, height: 10 }]));
    expect(tooBig).toEqual({ ok: false, error: SCREEN_FRAME_TOO_LARGE, code: 'screen_too_large', questionId: 's1' });
    const frame = { data: 'QUJD', width: 10, height: 10 };
    expect(parseClientMessage(message([frame, frame, frame, frame, frame]))).toMatchObject({ ok: false, error: expect.stringMatching(/^Invalid message: frames/) });
    expect(parseClientMessage(message([]))).toMatchObject({ ok: false });
    expect(parseClientMessage(message([{ ...frame, width: 1601 }]))).toMatchObject({ ok: false, error: expect.stringMatching(/frames\.0\.width/) });
    expect(parseClientMessage(message([{ ...frame, data: 'not base64!' }]))).toMatchObject({ ok: false, error: expect.stringMatching(/base64/) });
    expect(parseClientMessage(message([frame], 'a b'))).toMatchObject({ ok: false });
    expect(parseClientMessage(message([frame], 'x'.repeat(41)))).toMatchObject({ ok: false });
  });
});

describe('checkMessageSize', () => {
  const big = (head: string, bytes: number) => Buffer.concat([Buffer.from(head), Buffer.alloc(bytes - head.length, 0x41)]);

  it('lets a screen_question past the text limit on a ready session, up to the screen limit', () => {
    expect(checkMessageSize(big('{"type":"screen_question"', LIMITS.maxTextBytes + 1), false, limits, true)).toBe('ok');
    expect(checkMessageSize(big(' { "type" : "screen_question"', LIMITS.maxScreenMessageBytes), false, limits, true)).toBe('ok');
    expect(checkMessageSize(big('{"type":"screen_question"', LIMITS.maxScreenMessageBytes + 1), false, limits, true)).toBe('screen_too_large');
  });

  it('keeps every other message at its limit: other text, binary, and anything before ready', () => {
    expect(checkMessageSize(big('{"type":"resume"', LIMITS.maxTextBytes + 1), false, limits, true)).toBe('too_large');
    expect(checkMessageSize(big('{"id":"s1","type":"screen_question"', LIMITS.maxTextBytes + 1), false, limits, true)).toBe('too_large');
    expect(checkMessageSize(big('{"type":"screen_question"', LIMITS.maxTextBytes + 1), true, limits, true)).toBe('too_large');
    expect(checkMessageSize(big('{"type":"screen_question"', LIMITS.maxTextBytes + 1), false, limits, false)).toBe('too_large');
    expect(checkMessageSize(big('{"type":"resume"', 100), false, limits, false)).toBe('ok');
  });

  it('recognises the head only at the start of the message', () => {
    expect(isScreenQuestionHead('{"type":"screen_question","id":"s1"')).toBe(true);
    expect(isScreenQuestionHead('{"type":"screen_questions"')).toBe(false);
    expect(isScreenQuestionHead('{"data":"{\\"type\\":\\"screen_question\\""}')).toBe(false);
  });

  it('sets the transport cap above the screen limit, so an oversized screen gets an error rather than a cut connection', () => {
    expect(transportMaxPayload(limits)).toBeGreaterThan(LIMITS.maxScreenMessageBytes);
  });
});

describe('screen frames', () => {
  it('reads the pixel size from the JPEG header', () => {
    expect(readJpegSize(JPEG)).toEqual({ width: 1600, height: 900 });
    expect(readJpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
    expect(readJpegSize(Buffer.from('GIF89a....'))).toBeUndefined();
    expect(readJpegSize(JPEG.subarray(0, 100))).toBeUndefined();
  });

  it('decodes the frames, refusing non-JPEGs and sizes that do not match the header', () => {
    const data = JPEG.toString('base64');
    const ok = decodeScreenFrames({ type: 'screen_question', id: 's1', frames: [{ data, width: 1600, height: 900 }] });
    expect(ok).toMatchObject({ ok: true, bytes: JPEG.length, frames: [{ width: 1600, height: 900 }] });
    expect(decodeScreenFrames({ type: 'screen_question', id: 's1', frames: [{ data, width: 1600, height: 901 }] })).toMatchObject({ ok: false, code: 'bad_message' });
    expect(decodeScreenFrames({ type: 'screen_question', id: 's1', frames: [{ data: 'QUJD', width: 1, height: 1 }] })).toMatchObject({ ok: false, code: 'bad_message', message: expect.stringMatching(/not a JPEG/) });
  });
});
