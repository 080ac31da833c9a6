// GET /prep-questions on the ws-server: eight questions the configured model writes for one of
// the caller's applications, in its language; 404 when no model is configured, for another
// user's application or an unknown one; 401 without a valid token; a per-user hourly limit.
import type { RunningEmulator } from '../../emulators/server';
import type { CoachQuestionRequest, PracticeCoach } from '../../ws-server/practice/practice-coach';
import type { RunningWsServer } from '../../ws-server/server';
import { TokenBucketLimiter } from '../../lib/logging/token-bucket';
import { createPrepQuestionsHandler } from '../../ws-server/prep/prep-questions-handler';
import { startTestEmulator, userClient } from './helpers/emulator';
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

const httpUrl = (server: RunningWsServer, query: string) => `${server.url.replace(/^ws:/, 'http:')}/prep-questions?${query}`;
const get = (server: RunningWsServer, query: string, token?: string) => fetch(httpUrl(server, query), { headers: token ? { authorization: `Bearer ${token}`, origin: 'http://localhost:3000' } : {} });

beforeAll(async () => {
  em = await startTestEmulator();
  const writer = writingCoach();
  calls = writer.calls;
  [offline, coached] = await Promise.all([startWsServer(em), startWsServer(em, { practiceCoach: writer.coach })]);
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
  await Promise.all([offline?.close(), coached?.close()]);
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

test('limits each user per hour, with Retry-After', async () => {
  const limiter = new TokenBucketLimiter({ capacity: 2, refillPerSecond: 2 / 3600 });
  const writer = writingCoach();
  const handler = createPrepQuestionsHandler({ verify: async () => ({ userId: alice.userId }), prep: { forUser: () => ({ application: async () => ({ id: application, company: '', role: '', jobDescription: JD, resumeVersionId: null, language: null }), resumeVersion: async () => undefined, stories: async () => [] }) }, coach: writer.coach, limiter }, { allowedOrigins: new Set(), anyOrigin: false });
  const http = await import('node:http');
  const server = http.createServer((req, res) => void (handler(req, res) || res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/prep-questions?application_id=${application}`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(url, { headers: { authorization: 'Bearer t' } })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await fetch(url, { headers: { authorization: 'Bearer t' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(1000);
    expect(writer.calls).toHaveLength(2);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
