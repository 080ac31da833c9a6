// GET /api/account/export against the emulators: the route, its wrapper, limiter and queries
// are real, and so is the session: the server client is a supabase-js client carrying the
// signed-in user's access token (or none), so row-level security decides what is exported.
import type { SupabaseClient } from '@supabase/supabase-js';
import { GET } from '@/app/api/account/export/route';
import { dataExportChunks } from '@/lib/account/data-export-chunks';
import { DATA_EXPORTS_PER_HOUR, DATA_EXPORT_RATE_LIMITED } from '@/lib/account/data-export-limiter';
import { dataExportSlots } from '@/lib/account/data-export-slots';
import { DEV_SITE_URL } from '@/lib/dev-defaults';
import type { RunningEmulator } from '../../emulators/server';
import { anonClient, serviceClient, startTestEmulator, userClient } from './helpers/emulator';
import { createSignedInUser, type TestUser } from './helpers/ws-harness';

let mockClient: SupabaseClient | undefined;
jest.mock('@/lib/supabase/server', () => ({ createServerSupabase: async () => mockClient }));

process.env.LOG_LEVEL = 'error';
let em: RunningEmulator;
let admin: SupabaseClient;
beforeAll(async () => {
  em = await startTestEmulator();
  admin = serviceClient(em);
});
afterAll(async () => {
  await em?.close();
});

const exportUrl = `${DEV_SITE_URL}/api/account/export`;
const signedInAs = (u: TestUser) => (mockClient = userClient(em, u.accessToken) as unknown as SupabaseClient);

/** A candidate's preparation and one practice session with a sourced answer, written as the server would. */
async function giveData(u: TestUser, tag: string) {
  await admin.from('resume').insert({ profile_id: u.userId, resume: `${tag} main resume` }).throwOnError();
  await admin.from('job_description').insert({ profile_id: u.userId, job_description: `${tag} main job` }).throwOnError();
  const version = (await admin.from('resume_version').insert({ profile_id: u.userId, name: `${tag} backend`, resume: `${tag} Go resume` }).select('id').single().throwOnError()).data!;
  const app = (
    await admin
      .from('job_application')
      .insert({ profile_id: u.userId, company: `${tag} Corp`, role: 'Staff engineer', job_description: `${tag} payments`, resume_version_id: version.id })
      .select('id')
      .single()
      .throwOnError()
  ).data!;
  const story = (await admin.from('story').insert({ profile_id: u.userId, title: `${tag} ledger story`, result: 'Cut p95 to 200 ms', tags: ['performance'] }).select('id').single().throwOnError()).data!;
  await admin.from('story').insert({ profile_id: u.userId, title: `${tag} unlinked story` }).throwOnError();
  await admin.from('story_application').insert({ story_id: story.id, application_id: app.id, profile_id: u.userId }).throwOnError();
  const session = (
    await admin.from('interview_session').insert({ profile_id: u.userId, kind: 'practice', practice_round: 'behavioural', application_id: app.id }).select('id').single().throwOnError()
  ).data!;
  const sources = [{ n: 1, kind: 'story', label: `${tag} ledger story`, text: 'Cut p95 to 200 ms', story_id: story.id }];
  await admin
    .from('interview_turn')
    .insert({ session_id: session.id, profile_id: u.userId, question: `${tag} question`, answer: 'I cut p95 to 200 ms [1].', sources, screen_thumbnail: 'data:image/jpeg;base64,AAAA' })
    .throwOnError();
  return { versionId: version.id, applicationId: app.id, storyId: story.id, sessionId: session.id };
}

describe('GET /api/account/export', () => {
  test('a signed-in user downloads their resumes, applications, stories with links and sessions with sources, and nothing of another user’s', async () => {
    const me = await createSignedInUser(em, 'export-me');
    const them = await createSignedInUser(em, 'export-them');
    const mine = await giveData(me, 'Mine');
    await giveData(them, 'Theirs');

    signedInAs(me);
    const res = await GET(new Request(exportUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cuecard-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    expect(text).not.toContain('Theirs');
    expect(text).not.toContain('base64');
    const data = JSON.parse(text);

    expect(data.profile).toEqual(expect.objectContaining({ email: me.email, plan: expect.any(String), keep_screen_thumbnails: false }));
    expect(Object.keys(data.profile)).not.toEqual(expect.arrayContaining(['credit_used', 'plan_id']));
    expect(data.resume_versions.map((v: { name: string; resume: string; is_primary: boolean }) => [v.name, v.resume, v.is_primary])).toEqual([
      ['Resume', 'Mine main resume', true],
      ['Mine backend', 'Mine Go resume', false],
    ]);
    expect(data.applications).toEqual([
      expect.objectContaining({ job_description: 'Mine main job', is_primary: true }),
      expect.objectContaining({ id: mine.applicationId, company: 'Mine Corp', role: 'Staff engineer', resume_version_id: mine.versionId, is_primary: false }),
    ]);
    expect(data.stories).toEqual([
      expect.objectContaining({ id: mine.storyId, title: 'Mine ledger story', result: 'Cut p95 to 200 ms', tags: ['performance'], application_ids: [mine.applicationId] }),
      expect.objectContaining({ title: 'Mine unlinked story', application_ids: [] }),
    ]);
    expect(data.sessions).toEqual([
      expect.objectContaining({
        id: mine.sessionId,
        kind: 'practice',
        practice_round: 'behavioural',
        application_id: mine.applicationId,
        turns: [expect.objectContaining({ question: 'Mine question', answer: 'I cut p95 to 200 ms [1].', sources: [expect.objectContaining({ n: 1, kind: 'story', story_id: mine.storyId })] })],
      }),
    ]);
    expect(data.sessions[0].turns[0]).not.toHaveProperty('screen_thumbnail');
    expect(data.sessions_truncated).toBe(false);
  });

  test('a visitor is refused with 401', async () => {
    mockClient = anonClient(em);
    const res = await GET(new Request(exportUrl));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please sign in again.', code: 'unauthorized' });
  });

  test('a user with nothing stored gets a valid file with empty lists', async () => {
    const fresh = await createSignedInUser(em, 'export-empty');
    signedInAs(fresh);
    const data = JSON.parse(await (await GET(new Request(exportUrl))).text());
    expect([data.resume_versions, data.applications, data.stories, data.rounds, data.sessions, data.sessions_truncated]).toEqual([[], [], [], [], [], false]);
  });

  test('the export has each round of an application with the stories told and the figures claimed, and none of another user’s', async () => {
    const me = await createSignedInUser(em, 'export-rounds');
    const them = await createSignedInUser(em, 'export-rounds-them');
    const recordRound = async (u: TestUser, tag: string) => {
      const data = await giveData(u, tag);
      const live = (await admin.from('interview_session').insert({ profile_id: u.userId, kind: 'live', application_id: data.applicationId }).select('id').single().throwOnError()).data!;
      await admin
        .rpc('record_round', {
          p_profile_id: u.userId,
          p_session_id: live.id,
          p_told: [{ story_id: data.storyId, said: true, shown: false }],
          p_figures: [{ story_id: data.storyId, figure: '200 ms', value: '200', unit: 'ms', context: `${tag}: cut p95 to 200 ms`, origin: 'said' }],
        })
        .throwOnError();
      return { ...data, liveId: live.id };
    };
    const mine = await recordRound(me, 'Mine');
    await recordRound(them, 'Theirs');

    signedInAs(me);
    const text = await (await GET(new Request(exportUrl))).text();
    expect(text).not.toContain('Theirs');
    const data = JSON.parse(text);
    expect(data.rounds).toEqual([
      expect.objectContaining({
        application_id: mine.applicationId,
        session_id: mine.liveId,
        round_number: 1,
        told_stories: [expect.objectContaining({ story_id: mine.storyId, said: true, shown: false })],
        claimed_figures: [expect.objectContaining({ story_id: mine.storyId, figure: '200 ms', value: '200', unit: 'ms', origin: 'said', context: 'Mine: cut p95 to 200 ms' })],
      }),
    ]);
    expect(data.notes.some((n: string) => n.startsWith('rounds:'))).toBe(true);
  });

  test(`a user gets ${DATA_EXPORTS_PER_HOUR} downloads an hour, then 429 with Retry-After; another user’s budget is their own`, async () => {
    const busy = await createSignedInUser(em, 'export-busy');
    signedInAs(busy);
    for (let i = 0; i < DATA_EXPORTS_PER_HOUR; i++) {
      const res = await GET(new Request(exportUrl));
      expect(res.status).toBe(200);
      await res.text(); // read whole, as a browser saves it: the export's slot comes back
    }
    const refused = await GET(new Request(exportUrl));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: DATA_EXPORT_RATE_LIMITED, code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    signedInAs(await createSignedInUser(em, 'export-calm'));
    const other = await GET(new Request(exportUrl));
    expect(other.status).toBe(200);
    await other.text();
  });
});

describe('the export’s session cap', () => {
  test('keeps the most recent sessions, each with its turns, and says older ones were left out', async () => {
    const u = await createSignedInUser(em, 'export-cap');
    for (const [i, startedAt] of ['2026-11-01T10:00:00Z', '2026-11-02T10:00:00Z', '2026-11-03T10:00:00Z'].entries()) {
      const s = (await admin.from('interview_session').insert({ profile_id: u.userId, started_at: startedAt, title: `Session ${i}` }).select('id').single().throwOnError()).data!;
      await admin.from('interview_turn').insert({ session_id: s.id, profile_id: u.userId, question: `Question ${i}` }).throwOnError();
    }
    const read = async (maxSessions: number, sessionPage?: number) => {
      let text = '';
      for await (const chunk of dataExportChunks(userClient(em, u.accessToken), { maxSessions, sessionPage })) text += chunk;
      return JSON.parse(text) as { sessions: { title: string; turns: { question: string }[] }[]; sessions_truncated: boolean };
    };
    const summary = (d: Awaited<ReturnType<typeof read>>) => [d.sessions.map((s) => [s.title, s.turns.map((t) => t.question)]), d.sessions_truncated];
    const newestTwo = [
      ['Session 2', ['Question 2']],
      ['Session 1', ['Question 1']],
    ];
    // One read, and pages ending exactly at the cap or before it.
    for (const page of [undefined, 1, 2]) expect(summary(await read(2, page))).toEqual([newestTwo, true]);
    for (const page of [undefined, 1, 3]) expect(summary(await read(3, page))).toEqual([[...newestTwo, ['Session 0', ['Question 0']]], false]);
    expect(summary(await read(5, 2))[1]).toBe(false);
  });
});

describe('the export in bounded memory', () => {
  test('reads sessions in keyset order: one written during the export is neither skipped nor repeated, and a long session’s turns all come, in order', async () => {
    const u = await createSignedInUser(em, 'export-keyset');
    for (let i = 0; i < 5; i++) {
      const s = (await admin.from('interview_session').insert({ profile_id: u.userId, started_at: `2026-11-0${i + 1}T10:00:00Z`, title: `Session ${i}` }).select('id').single().throwOnError()).data!;
      // The oldest session is long: its turns cross several pages.
      const turns = i === 0 ? 25 : 1;
      await admin
        .from('interview_turn')
        .insert(Array.from({ length: turns }, (_, t) => ({ session_id: s.id, profile_id: u.userId, question: `Q${i}.${t}`, question_at: `2026-11-0${i + 1}T10:${String(t).padStart(2, '0')}:00Z` })))
        .throwOnError();
    }
    let text = '';
    let wroteDuring = false;
    for await (const chunk of dataExportChunks(userClient(em, u.accessToken), { sessionPage: 2 })) {
      text += chunk;
      if (!wroteDuring && text.includes('"Session 4"')) {
        // A session starts while the export is being read: it is newer than everything exported.
        wroteDuring = true;
        await admin.from('interview_session').insert({ profile_id: u.userId, title: 'Started during the export' }).throwOnError();
      }
    }
    const data = JSON.parse(text) as { sessions: { title: string; turns: { question: string }[] }[] };
    expect(data.sessions.map((s) => s.title)).toEqual(['Session 4', 'Session 3', 'Session 2', 'Session 1', 'Session 0']);
    expect(data.sessions[4].turns.map((t) => t.question)).toEqual(Array.from({ length: 25 }, (_, t) => `Q0.${t}`));
  });

  test('streams at most two exports at once per process: the third is told to come back (503, Retry-After)', async () => {
    const u = await createSignedInUser(em, 'export-slots');
    signedInAs(u);
    const held = [dataExportSlots().take()!, dataExportSlots().take()!];
    try {
      const busy = await GET(new Request(exportUrl));
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('30');
      expect(await busy.json()).toMatchObject({ error: 'Several data downloads are being prepared right now. Please try again in a minute.' });
    } finally {
      for (const release of held) release();
    }
    const ok = await GET(new Request(exportUrl));
    expect(ok.status).toBe(200);
    await ok.text();
    // The slot came back when the stream ended: two can be taken again.
    const again = [dataExportSlots().take(), dataExportSlots().take()];
    expect(again.every(Boolean)).toBe(true);
    for (const release of again) release?.();
  });
});
