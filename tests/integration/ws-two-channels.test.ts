// "Tab + microphone" over the real ws-server and the emulator: one /both socket carries the
// interviewer (tab) and the candidate (microphone) as two channels with their own
// transcribers; transcripts are labelled by speaker, only the interviewer's questions are
// answered, the candidate's words reach the answers' context, and the session is metered once.
// And a dropped socket that reconnects resumes the same session: one usage row, one history
// row, charged for the connected time only.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { encodeChannelFrame } from '../../lib/protocol';
import type { AnswerRequest } from '../../ws-server/llm/answer-engine';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { channelTranscriberFactory, createSignedInUser, fixedAnswerEngine, startWsServer, TestClient, type Msg, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const transcripts = (c: TestClient) => c.messages.filter((m) => m.type === 'transcript');

describe('ws-server: tab and microphone in one session', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let admin: SupabaseClient;
  const stt = channelTranscriberFactory();
  const engine = fixedAnswerEngine(['An answer ', 'in two chunks.']);

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
    server = await startWsServer(em, { createTranscriber: stt.factory, answerEngine: engine, config: { meteringIntervalMs: 300 } });
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  async function rows(user: TestUser) {
    const usage = await admin.from('usage_logs').select('id, source, charged_seconds, end_time').eq('profile_id', user.userId).throwOnError();
    const sessions = await admin.from('interview_session').select('id, source, usage_log_id, ended_at').eq('profile_id', user.userId).throwOnError();
    return { usage: usage.data as { id: number; source: string; charged_seconds: number; end_time: string | null }[], sessions: sessions.data as { id: string; source: string; usage_log_id: number; ended_at: string | null }[] };
  }
  async function ended(user: TestUser) {
    for (let i = 0; i < 100; i++) {
      const r = await rows(user);
      if (r.usage.length > 0 && r.usage.every((u) => u.end_time) && r.sessions.every((s) => s.ended_at)) return r;
      await sleep(50);
    }
    throw new Error('the session did not end');
  }

  it('labels each transcript with its speaker, answers only the interviewer, and gives the answer what the candidate said', async () => {
    const user = await createSignedInUser(em, 'both');
    const client = await TestClient.open(server, '/both');
    expect(await client.hello(user.accessToken, { mode: 'auto' })).toMatchObject({ type: 'ready', source: 'both', mode: 'auto' });

    // Both channels at real time for a second and a half: the per-channel allowance takes it.
    for (let i = 0; i < 15; i++) {
      client.ws.send(Buffer.from(encodeChannelFrame('tab', new ArrayBuffer(3200))));
      client.ws.send(Buffer.from(encodeChannelFrame('mic', new ArrayBuffer(3200))));
      await sleep(100);
    }
    expect(stt.pushed).toEqual({ tab: 15, mic: 15 });
    client.ws.send(Buffer.from([9, 0, 0]));
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_message' });

    stt.say('mic', 'u1', 'In my last role I led the migration of the billing ledger to Postgres.');
    stt.say('mic', 'u2', "What does the team's on-call rotation look like?");
    const candidate = await client.next((m) => m.type === 'transcript' && m.id === 'c-u2' && m.speech_final === true);
    expect(candidate).toMatchObject({ speaker: 'candidate' });
    stt.say('tab', 'u1', 'Tell me more about that migration. How did you avoid downtime?');
    const answer = await client.next((m) => m.type === 'answer' && m.speech_final === true);
    expect(answer).toMatchObject({ trigger: 'auto', status: 'complete' });
    expect(String(answer.question_id)).toMatch(/^u1\./);
    expect(transcripts(client).find((m) => m.id === 'u1' && m.speech_final)).toMatchObject({ speaker: 'interviewer' });
    expect(transcripts(client).every((m) => m.speaker === 'interviewer' || m.speaker === 'candidate')).toBe(true);

    // The candidate's question was never answered, and their words reached the prompt.
    await sleep(300);
    const answered = client.messages.filter((m) => m.type === 'answer' && m.question).map((m) => String(m.question));
    expect(answered.some((q) => /on-call/.test(q))).toBe(false);
    const request = engine.requests.at(-1) as AnswerRequest;
    expect(request.candidateSaid).toEqual(['In my last role I led the migration of the billing ledger to Postgres.', "What does the team's on-call rotation look like?"]);

    await client.close();
    const { usage, sessions } = await ended(user);
    expect(usage).toHaveLength(1);
    expect(usage[0].source).toBe('both');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ source: 'both', usage_log_id: usage[0].id });
  });

  it("never answers the candidate's question by itself: a mic-only question in auto mode triggers nothing", async () => {
    const user = await createSignedInUser(em, 'both-ask');
    const client = await TestClient.open(server, '/both');
    await client.hello(user.accessToken, { mode: 'auto' });
    const before = engine.requests.length;
    stt.say('mic', 'u1', 'Could you tell me what a typical day looks like for this team?');
    await client.next((m) => m.type === 'transcript' && m.id === 'c-u1' && m.speech_final === true);
    await sleep(500);
    expect(engine.requests.length).toBe(before);
    expect(client.messages.filter((m) => m.type === 'answer')).toEqual([]);
    await client.close();
  });

  it('resumes a dropped session on reconnect: same session, one usage row, the gap not charged', async () => {
    const user = await createSignedInUser(em, 'both-resume');
    const first = await TestClient.open(server, '/both');
    const ready = await first.hello(user.accessToken, { mode: 'auto' });
    const firstReady = Date.now();
    expect(ready.resumed).toBeUndefined();
    const sessionId = String(ready.session_id);
    stt.say('mic', 'u1', 'I rebuilt the deploy pipeline at Initech.');
    await first.next((m) => m.type === 'transcript' && m.id === 'c-u1' && m.speech_final === true);
    stt.say('tab', 'u1', 'What was the hardest part of that project?');
    await first.next((m) => m.type === 'answer' && m.speech_final === true);
    await sleep(700);
    first.ws.terminate();
    const droppedAt = Date.now();
    await first.closed;
    await sleep(2_000);

    const second = await TestClient.open(server, '/both');
    const resumed = await second.hello(user.accessToken, { mode: 'auto', resume_session_id: sessionId });
    expect(resumed).toMatchObject({ type: 'ready', session_id: sessionId, resumed: true, source: 'both' });
    const resumedAt = Date.now();
    stt.say('tab', 'u1', 'And how did you measure the result?');
    await second.next((m) => m.type === 'answer' && m.speech_final === true);
    const request = engine.requests.at(-1) as AnswerRequest;
    expect(request.history.map((t) => t.question)).toEqual(['What was the hardest part of that project?']);
    expect(request.candidateSaid).toEqual(['I rebuilt the deploy pipeline at Initech.']);
    await sleep(500);
    await second.close();
    const closedAt = Date.now();

    const { usage, sessions } = await ended(user);
    expect(usage).toHaveLength(1);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].id).toBe(sessionId);
    const connected = (droppedAt - firstReady + (closedAt - resumedAt)) / 1000;
    // Charged for the two connections (each a little longer than measured here), never for the two seconds of gap.
    expect(Number(usage[0].charged_seconds)).toBeGreaterThan(connected - 0.3);
    expect(Number(usage[0].charged_seconds)).toBeLessThan(connected + 0.9);
  });

  it('closes the old socket of the session when the reconnect arrives first, so one row is never metered twice', async () => {
    const user = await createSignedInUser(em, 'both-supersede');
    const first = await TestClient.open(server, '/both');
    const ready = await first.hello(user.accessToken);
    const second = await TestClient.open(server, '/both');
    expect(await second.hello(user.accessToken, { resume_session_id: ready.session_id })).toMatchObject({ resumed: true, session_id: ready.session_id });
    expect((await first.closed).code).toBe(1001);
    await sleep(400);
    await second.close();
    const { usage, sessions } = await ended(user);
    expect(usage).toHaveLength(1);
    expect(sessions).toHaveLength(1);
  });

  it("does not resume another user's session: it starts a new one", async () => {
    const owner = await createSignedInUser(em, 'both-owner');
    const other = await createSignedInUser(em, 'both-other');
    const a = await TestClient.open(server, '/both');
    const ready = await a.hello(owner.accessToken);
    await a.close();
    await ended(owner);
    const b = await TestClient.open(server, '/both');
    const theirs: Msg = await b.hello(other.accessToken, { resume_session_id: ready.session_id });
    expect(theirs.resumed).toBeUndefined();
    expect(theirs.session_id).not.toBe(ready.session_id);
    await b.close();
    expect((await ended(owner)).usage).toHaveLength(1);
  });
});
