// A session for a job application, through the running ws-server and the emulator: the server
// reads the application, its resume version and its stories as the signed-in user (row-level
// security), answers with those documents only, records the application on the history row,
// and refuses an application id its user cannot read before anything is metered.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { Database } from '../../lib/supabase/database';
import type { AnswerRequest } from '../../ws-server/llm/answer-engine';
import { createSupabasePrepStore } from '../../ws-server/prep/supabase-prep-store';
import type { RunningWsServer } from '../../ws-server/server';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, fixedAnswerEngine, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const QUESTION = 'Tell me about a conflict with a stakeholder over a deadline.';

describe('a session for a job application', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let admin: SupabaseClient<Database>;
  let a: TestUser;
  let b: TestUser;
  const engine = fixedAnswerEngine(['An answer.']);
  const ids = { application: '', other: '', linked: '', unlinked: '', elsewhere: '' };

  const story = async (profileId: string, title: string, action: string): Promise<string> => {
    const { data } = await admin
      .from('story')
      .insert({ profile_id: profileId, title, situation: 'A stakeholder wanted the release moved.', action, result: 'We shipped on the agreed date.', tags: ['conflict'] })
      .select('id')
      .single()
      .throwOnError();
    return data.id;
  };

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em) as SupabaseClient<Database>;
    server = await startWsServer(em, { answerEngine: engine, transcriptionLanguages: 'all' });
    [a, b] = await Promise.all([createSignedInUser(em, 'prep-a'), createSignedInUser(em, 'prep-b')]);
    await admin.from('resume').upsert({ profile_id: a.userId, resume: 'PROFILE RESUME: generalist engineer.' }).throwOnError();
    await admin.from('job_description').upsert({ profile_id: a.userId, job_description: 'PROFILE JD: any company.' }).throwOnError();
    const { data: version } = await admin
      .from('resume_version')
      .insert({ profile_id: a.userId, name: 'Platform resume', resume: 'PLATFORM RESUME: led the Kubernetes migration at Northwind.' })
      .select('id')
      .single()
      .throwOnError();
    const insertApplication = async (company: string, jd: string, resumeVersionId: string | null) =>
      (
        await admin
          .from('job_application')
          .insert({ profile_id: a.userId, company, role: 'Platform engineer', job_description: jd, resume_version_id: resumeVersionId })
          .select('id')
          .single()
          .throwOnError()
      ).data.id;
    ids.application = await insertApplication('Globex', 'GLOBEX JD: own the Kubernetes platform.', version.id);
    ids.other = await insertApplication('Initech', 'INITECH JD: TPS reports.', null);
    ids.linked = await story(a.userId, 'Deadline conflict with the finance stakeholder', 'I proposed a phased release.');
    ids.unlinked = await story(a.userId, 'Stakeholder conflict over an API deadline', 'I wrote down both options and their costs.');
    // Worded closest to the question: were it read for this application, it would be chosen first.
    ids.elsewhere = await story(a.userId, 'Conflict with a stakeholder over a deadline', 'I escalated the deadline conflict with the stakeholder.');
    await admin
      .from('story_application')
      .insert([
        { story_id: ids.linked, application_id: ids.application, profile_id: a.userId },
        { story_id: ids.elsewhere, application_id: ids.other, profile_id: a.userId },
      ])
      .throwOnError();
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  const ask = async (client: TestClient): Promise<AnswerRequest> => {
    const before = engine.requests.length;
    client.sendJson({ type: 'trigger_response', question: QUESTION });
    await client.next((m) => m.type === 'answer' && m.speech_final === true);
    expect(engine.requests.length).toBe(before + 1);
    return engine.requests.at(-1) as AnswerRequest;
  };

  it('answers with the application’s job description, resume version and its stories (linked and unlinked) only', async () => {
    const client = await TestClient.open(server);
    const ready = await client.hello(a.accessToken, { application_id: ids.application, resume: 'IGNORED RESUME', jobDescription: 'IGNORED JD' });
    expect(ready).toMatchObject({ type: 'ready', application_id: ids.application });
    const request = await ask(client);
    expect(request.jobDescription).toBe('GLOBEX JD: own the Kubernetes platform.');
    expect(request.resume).toBe('PLATFORM RESUME: led the Kubernetes migration at Northwind.');
    expect(request.evidence?.storyFit).toBe('fits');
    expect(new Set(request.evidence?.stories.map((s) => s.story.id))).toEqual(new Set([ids.linked, ids.unlinked]));
    const { data: row } = await admin.from('interview_session').select('application_id').eq('id', String(ready.session_id)).single().throwOnError();
    expect(row.application_id).toBe(ids.application);
    await client.close();
  });

  it('without an application uses the profile’s documents and only the stories linked to no application', async () => {
    const client = await TestClient.open(server);
    const ready = await client.hello(a.accessToken);
    expect(ready.type).toBe('ready');
    expect(ready).not.toHaveProperty('application_id');
    const request = await ask(client);
    expect(request.resume).toBe('PROFILE RESUME: generalist engineer.');
    expect(request.jobDescription).toBe('PROFILE JD: any company.');
    expect(request.evidence?.stories.map((s) => s.story.id)).toEqual([ids.unlinked]);
    const { data: row } = await admin.from('interview_session').select('application_id').eq('id', String(ready.session_id)).single().throwOnError();
    expect(row.application_id).toBeNull();
    await client.close();
  });

  it('reads stories as the user: the store returns the application’s and the unlinked ones, and nothing of another user', async () => {
    const store = createSupabasePrepStore({ url: em.url, publishableKey: DEV_PUBLISHABLE_KEY });
    const ofA = await store.forUser(a.accessToken).stories(ids.application);
    expect(new Set(ofA.map((s) => s.id))).toEqual(new Set([ids.linked, ids.unlinked]));
    expect(await store.forUser(b.accessToken).stories(ids.application)).toEqual([]);
    expect(await store.forUser(b.accessToken).application(ids.application)).toBeUndefined();
  });

  it('applies every link, however many: with 3,500 links a story linked to one application never serves another', async () => {
    const c = await createSignedInUser(em, 'prep-many-links');
    const { data: apps } = await admin
      .from('job_application')
      .insert(Array.from({ length: 20 }, (_, i) => ({ profile_id: c.userId, company: `Company ${i}`, role: 'Engineer' })))
      .select('id')
      .throwOnError();
    const appIds = apps.map((x) => x.id);
    const { data: busy } = await admin
      .from('story')
      .insert(Array.from({ length: 175 }, (_, i) => ({ profile_id: c.userId, title: `Shared story ${i}` })))
      .select('id')
      .throwOnError();
    const links = busy.flatMap((x) => appIds.map((applicationId) => ({ story_id: x.id, application_id: applicationId, profile_id: c.userId })));
    for (let i = 0; i < links.length; i += 500) await admin.from('story_application').insert(links.slice(i, i + 500)).throwOnError();
    const unlinked = await story(c.userId, 'Serves every application', 'I did it.');
    const onlyFirst = await story(c.userId, 'Only for the first application', 'I did it there.');
    await admin.from('story_application').insert({ story_id: onlyFirst, application_id: appIds[0], profile_id: c.userId }).throwOnError();

    const reader = createSupabasePrepStore({ url: em.url, publishableKey: DEV_PUBLISHABLE_KEY }).forUser(c.accessToken);
    const first = (await reader.stories(appIds[0])).map((x) => x.id);
    expect(first.slice(0, 2)).toEqual([onlyFirst, unlinked]);
    expect(first).toHaveLength(100);
    for (const other of appIds.slice(1)) {
      const ids = (await reader.stories(other)).map((x) => x.id);
      expect(ids).not.toContain(onlyFirst);
      expect(ids[0]).toBe(unlinked);
    }
    expect((await reader.stories()).map((x) => x.id)).toEqual([unlinked]);
  });

  it('uses the application’s language unless hello chose one, and an archived application still works', async () => {
    await admin.from('job_application').update({ language: 'es', archived_at: new Date().toISOString() }).eq('id', ids.other).throwOnError();
    const client = await TestClient.open(server);
    const ready = await client.hello(a.accessToken, { application_id: ids.other });
    expect(ready).toMatchObject({ type: 'ready', application_id: ids.other, language: 'es' });
    const request = await ask(client);
    // No resume version: the profile's main resume.
    expect(request.resume).toBe('PROFILE RESUME: generalist engineer.');
    expect(request.evidence?.stories.map((s) => s.story.id).sort()).toEqual([ids.elsewhere, ids.unlinked].sort());
    await client.close();
    const chosen = await TestClient.open(server);
    expect(await chosen.hello(a.accessToken, { application_id: ids.other, language: 'en' })).toMatchObject({ type: 'ready', language: 'en' });
    await chosen.close();
  });

  it('refuses another user’s application id with bad_message naming application_id, closes 4401, and meters nothing', async () => {
    const client = await TestClient.open(server);
    const reply = await client.hello(b.accessToken, { application_id: ids.application });
    expect(reply).toMatchObject({ type: 'error', code: 'bad_message', message: 'Invalid message: application_id: no such application' });
    expect((await client.closed).code).toBe(4401);
    const [usage, sessions] = await Promise.all([
      admin.from('usage_logs').select('id').eq('profile_id', b.userId).throwOnError(),
      admin.from('interview_session').select('id').eq('profile_id', b.userId).throwOnError(),
    ]);
    expect(usage.data).toEqual([]);
    expect(sessions.data).toEqual([]);
  });

  it('refuses a deleted application the same way', async () => {
    const { data } = await admin.from('job_application').insert({ profile_id: a.userId, company: 'Gone' }).select('id').single().throwOnError();
    await admin.from('job_application').delete().eq('id', data.id).throwOnError();
    const client = await TestClient.open(server);
    expect(await client.hello(a.accessToken, { application_id: data.id })).toMatchObject({ type: 'error', code: 'bad_message', message: expect.stringContaining('application_id') });
    expect((await client.closed).code).toBe(4401);
  });
});
