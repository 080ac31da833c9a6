// The session's language: from hello (the screen's choice for one session) or the profile,
// refused when it is not a supported language, reported in ready, kept on the history row.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import { createOfflineEngine } from '../../ws-server/llm/offline/offline-engine';
import { serviceClient, startTestEmulator, userClient } from './helpers/emulator';
import { nullTranscriberFactory, createSignedInUser, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

describe('ws-server session language', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let admin: SupabaseClient;
  let user: TestUser;
  const seen: string[] = [];

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
    const stt = nullTranscriberFactory();
    server = await startWsServer(em, {
      createTranscriber: (listener, context) => (seen.push(context.language), stt.factory(listener, context)),
      answerEngine: createOfflineEngine(),
    });
    user = await createSignedInUser(em, 'ws-language');
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  const languageOf = async (sessionId: string) =>
    (await admin.from('interview_session').select('language').eq('id', sessionId).single().throwOnError()).data?.language;

  it('refuses a hello whose language is not a supported tag with bad_message, naming the field', async () => {
    const client = await TestClient.open(server);
    const reply = await client.hello(user.accessToken, { language: 'tlh' });
    expect(reply).toMatchObject({ type: 'error', code: 'bad_message', message: expect.stringMatching(/language/) });
    expect((await client.closed).code).toBe(4401);
  });

  it('runs in hello’s language: ready says so, the recogniser is opened with it and the history row keeps it', async () => {
    const client = await TestClient.open(server);
    const ready = await client.hello(user.accessToken, { language: 'pt-br', answer_language: 'en' });
    expect(ready).toMatchObject({ type: 'ready', language: 'pt-BR', answer_language: 'en', transcription_languages: ['en'] });
    await client.close();
    expect(seen.at(-1)).toBe('pt-BR');
    expect(await languageOf(ready.session_id as string)).toBe('pt-BR');
  });

  it('falls back to the profile’s saved languages, and keeps no language on the row under Auto-detect', async () => {
    await admin.from('profile').update({ interview_language: 'de', answer_language: 'en' }).eq('id', user.userId).throwOnError();
    let client = await TestClient.open(server);
    let ready = await client.hello(user.accessToken);
    expect(ready).toMatchObject({ type: 'ready', language: 'de', answer_language: 'en' });
    await client.close();
    expect(await languageOf(ready.session_id as string)).toBe('de');

    await admin.from('profile').update({ interview_language: 'auto', answer_language: null }).eq('id', user.userId).throwOnError();
    client = await TestClient.open(server);
    ready = await client.hello(user.accessToken);
    expect(ready).toMatchObject({ type: 'ready', language: 'auto', answer_language: 'auto' });
    await client.close();
    expect(seen.at(-1)).toBe('auto');
    expect(await languageOf(ready.session_id as string)).toBeNull();
  });

  it('lets a user set their own languages through their own client, and only to a tag', async () => {
    const mine = userClient(em, user.accessToken);
    const saved = await mine.from('profile').update({ interview_language: 'hi', answer_language: 'en' }).eq('id', user.userId).select('interview_language, answer_language').throwOnError();
    expect(saved.data).toEqual([{ interview_language: 'hi', answer_language: 'en' }]);
    const { error } = await mine.from('profile').update({ interview_language: 'Spanish please' }).eq('id', user.userId);
    expect(error?.code).toBe('23514');
    // Another user's row stays out of reach: the update matches nothing.
    const other = await createSignedInUser(em, 'ws-language-other');
    const theirs = await mine.from('profile').update({ interview_language: 'ja' }).eq('id', other.userId).select('id');
    expect(theirs.data).toEqual([]);
    const untouched = await admin.from('profile').select('interview_language').eq('id', other.userId).single().throwOnError();
    expect(untouched.data?.interview_language).toBe('auto');
  });
});
