// GET /prep-questions on the ws-server: eight questions the configured model writes for one of
// the caller's applications, in its language; 404 when no model is configured, for another
// user's application or an unknown one; 401 without a valid token; the account's access checked
// in the database; a per-user hourly limit counted in the database across processes; a cache
// per application, its last change, language and resume; the model call stopped when the client
// goes away; and a per-address limit before any token is verified.
import type { RunningEmulator } from '../../emulators/server';
import type { CoachQuestionRequest, PracticeCoach } from '../../ws-server/practice/practice-coach';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningWsServer } from '../../ws-server/server';
import { TokenBucketLimiter } from '../../lib/logging/token-bucket';
import { createPrepQuestionsHandler } from '../../ws-server/prep/prep-questions-handler';
import { serviceClient, startTestEmulator, userClient } from './helpers/emulator';
import { createSignedInUser, startWsServer, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const JD = 'Senior Data Engineer: batch data pipelines into the warehouse, data quality, Airflow and SQL.';

function writingCoach() {
  const calls: CoachQuestionRequest[] = [];
  const coach: PracticeCoach = {
    name: 'test:writer',
    async questions(request) {
      calls.push(request);
      return Array.from({ length: request.count }, (_, i) => ({ text: `Written question ${i + 1} about ${request.jobDescription.slice(0, 20)}?`, kind: i % 2 ? 'technical' : 'behavioural' }));
    },
    async review() {
      return {};
    },
  };
  return { coach, calls };
}

let em: RunningEmulator;
let offline: RunningWsServer;
let coached: RunningWsServer;
let calls: CoachQuestionRequest[];
let alice: TestUser;
let bob: TestUser;
let application: string;
let second: RunningWsServer;
let admin: SupabaseClient;

const httpUrl = (server: RunningWsServer, query: string) => `${server.url.replace(/^ws:/, 'http:')}/prep-questions?${query}`;
const get = (server: RunningWsServer, query: string, token?: string) => fetch(httpUrl(server, query), { headers: token ? { authorization: `Bearer ${token}`, origin: 'http://localhost:3000' } : {} });

beforeAll(async () => {
  em = await startTestEmulator();
  const writer = writingCoach();
  calls = writer.calls;
  admin = serviceClient(em);
  // Two processes with a model: the per-user limit is one count across both.
  [offline, coached, second] = await Promise.all([startWsServer(em), startWsServer(em, { practiceCoach: writer.coach }), startWsServer(em, { practiceCoach: writer.coach })]);
  [alice, bob] = await Promise.all([createSignedInUser(em, 'prepq-alice'), createSignedInUser(em, 'prepq-bob')]);
  const { data, error } = await userClient(em, alice.accessToken)
    .from('job_application')
    .insert({ profile_id: alice.userId, company: 'Acme', role: 'Data Engineer', job_description: JD, language: 'de' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  application = data.id;
});
afterAll(async () => {
  await Promise.all([offline?.close(), coached?.close(), second?.close()]);
  await em?.close();
});

test("the model writes eight questions for the caller's application, in its language, with CORS for the app", async () => {
  const res = await get(coached, `application_id=${application}`, alice.accessToken);
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  const body = (await res.json()) as { source: string; questions: { text: string; kind: string }[] };
  expect(body.source).toBe('ai');
  expect(body.questions).toHaveLength(8);
  expect(body.questions[0]).toEqual({ text: 'Written question 1 about Senior Data Engineer?', kind: 'behavioural' });
  expect(calls.at(-1)).toEqual(expect.objectContaining({ round: 'mixed', count: 8, jobDescription: JD, language: 'de' }));
  const sheetLanguage = await get(coached, `application_id=${application}&language=hi`, alice.accessToken);
  expect(sheetLanguage.status).toBe(200);
  expect(calls.at(-1)?.language).toBe('hi');
});

test("another user's application and an unknown one are not found; the model is never asked", async () => {
  const before = calls.length;
  expect((await get(coached, `application_id=${application}`, bob.accessToken)).status).toBe(404);
  expect((await get(coached, 'application_id=00000000-0000-4000-8000-000000000000', alice.accessToken)).status).toBe(404);
  expect(calls.length).toBe(before);
});

test('refuses a missing or forged token (401), a bad query (400), and answers 404 with no model configured', async () => {
  expect((await get(coached, `application_id=${application}`)).status).toBe(401);
  expect((await get(coached, `application_id=${application}`, `${alice.accessToken.slice(0, -4)}AAAA`)).status).toBe(401);
  expect((await get(coached, 'application_id=not-an-id', alice.accessToken)).status).toBe(400);
  expect((await get(coached, `application_id=${application}&language=xx-nope`, alice.accessToken)).status).toBe(400);
  expect((await get(offline, `application_id=${application}`, alice.accessToken)).status).toBe(404);
});

test('answers the preflight with the authorization header allowed', async () => {
  const res = await fetch(httpUrl(coached, `application_id=${application}`), { method: 'OPTIONS', headers: { origin: 'http://localhost:3000' } });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-headers')).toBe('authorization');
  expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
});

/** A user with one application of their own. */
async function userWithApplication(tag: string): Promise<{ user: TestUser; applicationId: string }> {
  const user = await createSignedInUser(em, tag);
  const { data, error } = await userClient(em, user.accessToken)
    .from('job_application')
    .insert({ profile_id: user.userId, company: 'Globex', role: 'Data Engineer', job_description: JD })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return { user, applicationId: data.id };
}

test('answers a reload from its cache, and writes afresh once the application changes', async () => {
  const { user, applicationId } = await userWithApplication('prepq-cache');
  const before = calls.length;
  const first = await (await get(coached, `application_id=${applicationId}`, user.accessToken)).json();
  const again = await get(coached, `application_id=${applicationId}`, user.accessToken);
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual(first);
  expect(calls.length).toBe(before + 1);
  // Another language is another sheet; an edit of the application is a new one.
  expect((await get(coached, `application_id=${applicationId}&language=fr`, user.accessToken)).status).toBe(200);
  expect(calls.length).toBe(before + 2);
  await userClient(em, user.accessToken).from('job_application').update({ job_description: `${JD} Also dbt.` }).eq('id', applicationId).throwOnError();
  expect((await get(coached, `application_id=${applicationId}`, user.accessToken)).status).toBe(200);
  expect(calls.length).toBe(before + 3);
  expect(calls.at(-1)?.jobDescription).toBe(`${JD} Also dbt.`);
});

test('limits each user to ten written lists an hour across every process, with Retry-After', async () => {
  const { user, applicationId } = await userWithApplication('prepq-limit');
  const languages = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'tr', 'ja'];
  const statuses: number[] = [];
  // Alternating between the two processes; each language is a list of its own (no cache hit).
  for (const [i, language] of languages.entries()) statuses.push((await get(i % 2 ? second : coached, `application_id=${applicationId}&language=${language}`, user.accessToken)).status);
  expect(statuses).toEqual([...Array(10).fill(200), 429]);
  const limited = await get(second, `application_id=${applicationId}&language=ko`, user.accessToken);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
  // A list already written is still answered: the cache costs no call.
  expect((await get(coached, `application_id=${applicationId}&language=en`, user.accessToken)).status).toBe(200);
});

test('refuses a suspended account and one signed out everywhere, though their tokens have not expired', async () => {
  const banned = await userWithApplication('prepq-banned');
  await admin.auth.admin.updateUserById(banned.user.userId, { ban_duration: '24h' });
  const refused = await get(coached, `application_id=${banned.applicationId}`, banned.user.accessToken);
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ error: 'This account has been suspended.' });
  const out = await userWithApplication('prepq-signed-out');
  const { error } = await admin.auth.admin.signOut(out.user.accessToken, 'global');
  if (error) throw new Error(error.message);
  const gone = await get(coached, `application_id=${out.applicationId}`, out.user.accessToken);
  expect(gone.status).toBe(401);
  expect(await gone.json()).toEqual({ error: 'You were signed out. Please sign in again.' });
});

test('stops the model call when the client goes away, and limits each address before verifying any token', async () => {
  let aborted: unknown;
  const slow: PracticeCoach = {
    name: 'test:slow',
    questions: (_request, signal) =>
      new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => ((aborted = signal.reason), reject(signal.reason)), { once: true });
      }),
    review: async () => ({}),
  };
  let verified = 0;
  const handler = createPrepQuestionsHandler(
    {
      verify: async () => (verified++, { userId: alice.userId }),
      prep: { forUser: () => ({ application: async () => ({ id: application, company: '', role: '', jobDescription: JD, resumeVersionId: null, language: null }), resumeVersion: async () => undefined, stories: async () => [], toldRounds: async () => [] }) },
      coach: slow,
      paidCalls: { access: async () => 'active', take: async () => ({ status: 'allowed' }) },
      addressLimiter: new TokenBucketLimiter({ capacity: 3, refillPerSecond: 3 / 60 }),
    },
    { allowedOrigins: new Set(), anyOrigin: false, trustedProxyHops: 0 },
  );
  const http = await import('node:http');
  const server = http.createServer((req, res) => void (handler(req, res) || res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/prep-questions?application_id=${application}`;
    const leaving = new AbortController();
    const request = fetch(url, { headers: { authorization: 'Bearer t' }, signal: leaving.signal }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    leaving.abort();
    await request;
    for (let i = 0; i < 50 && aborted === undefined; i++) await new Promise((r) => setTimeout(r, 20));
    expect(aborted).toBeInstanceOf(Error);
    // Two more from the same address go through to verification; the fourth is refused before it.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}&language=xx-nope`, { headers: { authorization: 'Bearer t' } })).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect(verified).toBe(1);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
