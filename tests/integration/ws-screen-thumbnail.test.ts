// "Solve screen" and the history's thumbnail, through the real ws-server and the emulator's
// database: the client sends a small JPEG of the first frame with every screen question, and
// the turn keeps it only while the user's own "Keep screen thumbnails" setting is on (saved
// through their own client, as the Account page does; read by the server when it saves the
// turn, so turning it off mid-interview counts at once). The thumbnail never reaches a log.
// The screen is "read" by a stand-in here: OCR has its own tests (ws-screen-question.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import type { RunningEmulator } from '../../emulators/server';
import { LIMITS } from '../../lib/protocol';
import { saveKeepScreenThumbnails } from '../../lib/profile/screen-thumbnail-setting';
import type { Database } from '../../lib/supabase/database';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, fixedAnswerEngine, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);

const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/screen', name));
const frame = { data: fixture('merge-intervals-1600.jpg').toString('base64'), width: 1600, height: 900 };
const THUMBNAIL = `data:image/jpeg;base64,${fixture('merge-intervals-thumb-240.jpg').toString('base64')}`;
const READ_TEXT = '56. Merge Intervals. Given an array of intervals, merge all overlapping intervals.';

describe('screen thumbnails in the history', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;
  let server: RunningWsServer;
  const logged: string[] = [];
  let restoreLogs: () => void;

  beforeAll(async () => {
    // Every log line of the server is captured, to prove the thumbnail is never among them.
    process.env.LOG_LEVEL = 'debug';
    const capture = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    const log = jest.spyOn(console, 'log').mockImplementation(capture);
    const error = jest.spyOn(console, 'error').mockImplementation(capture);
    restoreLogs = () => (log.mockRestore(), error.mockRestore());
    em = await startTestEmulator();
    admin = serviceClient(em);
    server = await startWsServer(em, { answerEngine: fixedAnswerEngine(['Sort, ', 'then sweep.']), readScreen: async () => READ_TEXT });
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
    restoreLogs?.();
    process.env.LOG_LEVEL = 'error';
  });

  /** The user's own supabase-js client (their access token, RLS applies), as in the browser. */
  const ownClient = (user: TestUser) =>
    createClient<Database>(em.url, DEV_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${user.accessToken}` } },
    });

  async function session(label: string) {
    const user = await createSignedInUser(em, label);
    const client = await TestClient.open(server);
    const ready = await client.hello(user.accessToken);
    expect(ready.type).toBe('ready');
    return { user, client, sessionId: ready.session_id as string };
  }

  /** Asks one screen question and waits for its answer to finish. */
  async function solve(client: TestClient, id: string, thumbnail?: string) {
    client.sendJson({ type: 'screen_question', id, frames: [frame], ...(thumbnail === undefined ? {} : { thumbnail }) });
    const done = await client.next((m) => m.type === 'answer' && m.question_id === id && m.speech_final === true);
    expect(done).toMatchObject({ status: 'complete' });
  }

  /** The session's turns once `count` of them are saved (saving follows the answer's end). */
  async function turnsWhen(sessionId: string, count: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { data, error } = await admin.from('interview_turn').select('question, screen_thumbnail, question_at').eq('session_id', sessionId).order('question_at');
      if (error) throw error;
      const rows = data as { question: string; screen_thumbnail: string | null }[];
      if (rows.length >= count || Date.now() > deadline) return rows;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('keeps only the read text while the setting is off (the default), even when the client sends a thumbnail', async () => {
    const { client, sessionId } = await session('thumb-off');
    await solve(client, 's1', THUMBNAIL);
    const turns = await turnsWhen(sessionId, 1);
    expect(turns).toEqual([{ question: `[Screen] ${READ_TEXT}`, screen_thumbnail: null, question_at: expect.any(String) }]);
    await client.close();
  });

  it('keeps the thumbnail while the user has it on, and stops the moment they turn it off', async () => {
    const { user, client, sessionId } = await session('thumb-on');
    const own = ownClient(user);
    await saveKeepScreenThumbnails(own, user.userId, true);
    await solve(client, 's1', THUMBNAIL);
    await turnsWhen(sessionId, 1);
    // On, but this question came without a thumbnail: nothing to keep.
    await solve(client, 's2');
    await turnsWhen(sessionId, 2);
    // Turned off mid-interview: the next screen question keeps its text only.
    await saveKeepScreenThumbnails(own, user.userId, false);
    await solve(client, 's3', THUMBNAIL);
    const turns = await turnsWhen(sessionId, 3);
    expect(turns.map((t) => t.screen_thumbnail)).toEqual([THUMBNAIL, null, null]);
    expect(turns.every((t) => t.question === `[Screen] ${READ_TEXT}`)).toBe(true);
    // The owner reads their thumbnail through their own client, as the history page does.
    const mine = await own.from('interview_turn').select('screen_thumbnail').eq('session_id', sessionId).not('screen_thumbnail', 'is', null);
    expect(mine.data).toEqual([{ screen_thumbnail: THUMBNAIL }]);
    await client.close();
  });

  it('refuses an oversized or non-JPEG thumbnail with a clear error naming the question, and the session lives on', async () => {
    const { user, client, sessionId } = await session('thumb-bad');
    await saveKeepScreenThumbnails(ownClient(user), user.userId, true);
    const oversized = `data:image/jpeg;base64,${'A'.repeat(LIMITS.maxScreenThumbnailChars)}`;
    client.sendJson({ type: 'screen_question', id: 's1', frames: [frame], thumbnail: oversized });
    const tooLarge = await client.next((m) => m.type === 'error' && m.question_id === 's1');
    expect(tooLarge).toMatchObject({ code: 'screen_too_large', message: expect.stringMatching(/thumbnail may be at most 40,000 characters/) });
    // A JPEG, but the full frame's header: 1,600 px is not a thumbnail.
    const notSmall = `data:image/jpeg;base64,${fixture('merge-intervals-1600.jpg').subarray(0, 2048).toString('base64')}`;
    client.sendJson({ type: 'screen_question', id: 's2', frames: [frame], thumbnail: notSmall });
    expect(await client.next((m) => m.type === 'error' && m.question_id === 's2')).toMatchObject({ code: 'bad_message', message: expect.stringMatching(/240 px/) });
    expect(client.messages.some((m) => m.type === 'screen_text')).toBe(false);
    // Still connected and answering.
    await solve(client, 's3', THUMBNAIL);
    const turns = await turnsWhen(sessionId, 1);
    expect(turns.map((t) => t.screen_thumbnail)).toEqual([THUMBNAIL]);
    await client.close();
  });

  it('never logs the thumbnail', () => {
    const body = THUMBNAIL.slice(THUMBNAIL.indexOf(',') + 1);
    expect(logged.some((line) => line.includes('"screen_question"'))).toBe(true);
    expect(logged.filter((line) => line.includes('data:image') || line.includes(body.slice(100, 160)))).toEqual([]);
  });
});
