// A screen question's optional thumbnail: the schema bounds it (a JPEG data URL of at most
// 40,000 characters), the server checks it is a small JPEG, and the history keeps it only
// while the user's setting is on. The fixture is the 1,600 px problem scaled to 240 px (q 0.6).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, parseClientMessage, SCREEN_THUMBNAIL_TOO_LARGE, screenThumbnail } from '@/lib/protocol';
import { decodeScreenFrames } from '@/ws-server/screen/decode-screen-frames';
import { keepScreenThumbnail } from '@/ws-server/screen/keep-screen-thumbnail';

process.env.LOG_LEVEL = 'error';

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/screen', name));
const FRAME = { data: fixture('merge-intervals-1600.jpg').toString('base64'), width: 1600, height: 900 };
const THUMBNAIL = `data:image/jpeg;base64,${fixture('merge-intervals-thumb-240.jpg').toString('base64')}`;
const message = (extra: Record<string, unknown>) => JSON.stringify({ type: 'screen_question', id: 's1', frames: [FRAME], ...extra });

describe('screen_question thumbnail schema', () => {
  it('is optional, and accepts a JPEG data URL', () => {
    expect(parseClientMessage(message({}))).toMatchObject({ ok: true });
    expect(parseClientMessage(message({ thumbnail: THUMBNAIL }))).toMatchObject({ ok: true, message: { thumbnail: THUMBNAIL } });
  });

  it('refuses one over 40,000 characters with screen_too_large and the question id', () => {
    const tooLong = `data:image/jpeg;base64,${'A'.repeat(LIMITS.maxScreenThumbnailChars)}`;
    expect(screenThumbnail.safeParse(tooLong).success).toBe(false);
    expect(parseClientMessage(message({ thumbnail: tooLong }))).toEqual({ ok: false, error: SCREEN_THUMBNAIL_TOO_LARGE, code: 'screen_too_large', questionId: 's1' });
    // Exactly at the limit is allowed.
    const atLimit = `data:image/jpeg;base64,${'A'.repeat(LIMITS.maxScreenThumbnailChars - 'data:image/jpeg;base64,'.length)}`;
    expect(screenThumbnail.safeParse(atLimit).success).toBe(true);
  });

  it.each([
    ['a PNG data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a web address', 'https://example.test/screen.jpg'],
    ['bare base64', 'QUJD'],
    ['broken base64', 'data:image/jpeg;base64,not base64!'],
    ['markup', 'data:image/jpeg;base64,QUJD"><script>'],
  ])('refuses %s as a bad message naming the question', (_, thumbnail) => {
    const parsed = parseClientMessage(message({ thumbnail }));
    expect(parsed).toMatchObject({ ok: false, error: expect.stringMatching(/^Invalid message: thumbnail: /), questionId: 's1' });
    expect(parsed).not.toHaveProperty('code');
  });
});

describe('decodeScreenFrames with a thumbnail', () => {
  const decode = (thumbnail?: string) => {
    const parsed = parseClientMessage(message(thumbnail === undefined ? {} : { thumbnail }));
    if (!parsed.ok || parsed.message.type !== 'screen_question') throw new Error('fixture did not parse');
    return decodeScreenFrames(parsed.message);
  };

  it('passes a 240 px JPEG through, and nothing when none was sent', () => {
    expect(decode(THUMBNAIL)).toMatchObject({ ok: true, thumbnail: THUMBNAIL });
    expect(decode()).not.toHaveProperty('thumbnail');
  });

  it('refuses a thumbnail that is not a JPEG, or larger than 240 px', () => {
    expect(decode(`data:image/jpeg;base64,${Buffer.from('not a jpeg').toString('base64')}`)).toMatchObject({ ok: false, code: 'bad_message', message: expect.stringMatching(/not a JPEG/) });
    // The full frame, small enough in bytes but not a thumbnail.
    const small = fixture('merge-intervals-1600.jpg').subarray(0, 2048);
    expect(decode(`data:image/jpeg;base64,${small.toString('base64')}`)).toMatchObject({ ok: false, code: 'bad_message', message: expect.stringMatching(/1600×900.*240 px/) });
  });
});

describe('keepScreenThumbnail', () => {
  const turn = { status: 'complete' as const, question: '[Screen] Merge Intervals', screenThumbnail: THUMBNAIL };

  it('keeps the thumbnail only while the user keeps them', async () => {
    expect(await keepScreenThumbnail(turn, { keeps: async () => true, conn: 'c' })).toEqual(turn);
    expect(await keepScreenThumbnail(turn, { keeps: async () => false, conn: 'c' })).toEqual({ status: 'complete', question: '[Screen] Merge Intervals' });
  });

  it('drops it when the setting cannot be read, there is none, or the turn was cut off', async () => {
    expect(await keepScreenThumbnail(turn, { keeps: () => Promise.reject(new Error('db down')), conn: 'c' })).not.toHaveProperty('screenThumbnail');
    expect(await keepScreenThumbnail(turn, { conn: 'c' })).not.toHaveProperty('screenThumbnail');
    let asked = false;
    const aborted = await keepScreenThumbnail({ ...turn, status: 'aborted' as const }, { keeps: async () => (asked = true), conn: 'c' });
    expect(aborted).not.toHaveProperty('screenThumbnail');
    expect(asked).toBe(false);
  });

  it('reads no setting for a turn without a thumbnail', async () => {
    let asked = false;
    const spoken = { status: 'complete' as const, question: 'Why us?' };
    expect(await keepScreenThumbnail(spoken, { keeps: async () => (asked = true), conn: 'c' })).toBe(spoken);
    expect(asked).toBe(false);
  });
});
