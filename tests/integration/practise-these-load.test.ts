// The questions /practice offers to practise again, read as the signed-in user through the
// emulator's row-level security: a debrief's questions in order, each once, cut-off turns left
// out, with the session's application; a prep sheet's likely questions; and nothing at all for
// another user's session or application.
import type { RunningEmulator } from '../../emulators/server';
import { loadPractiseThese } from '../../lib/practice/practise-these';
import { serviceClient, startTestEmulator, userClient } from './helpers/emulator';
import { createSignedInUser, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);

describe('loading the questions to practise again', () => {
  let em: RunningEmulator;
  let owner: TestUser;
  let stranger: TestUser;
  let sessionId: string;
  let applicationId: string;

  beforeAll(async () => {
    em = await startTestEmulator();
    [owner, stranger] = await Promise.all([createSignedInUser(em, 'practise-owner'), createSignedInUser(em, 'practise-stranger')]);
    const admin = serviceClient(em);
    const { data: application } = await admin
      .from('job_application')
      .insert({ profile_id: owner.userId, company: 'Acme', role: 'Data engineer', job_description: 'Data engineer: SQL, Airflow pipelines, dbt models, data quality and warehouse costs.' })
      .select('id')
      .single()
      .throwOnError();
    applicationId = (application as { id: string }).id;
    const { data: session } = await admin
      .from('interview_session')
      .insert({ profile_id: owner.userId, kind: 'live', source: 'mic', mode: 'manual', application_id: applicationId, started_at: '2026-11-20T14:00:00Z' })
      .select('id')
      .single()
      .throwOnError();
    sessionId = (session as { id: string }).id;
    const turn = (question: string, minute: number, status = 'complete') => ({
      session_id: sessionId,
      profile_id: owner.userId,
      question,
      answer: '',
      answer_engine: 'offline',
      status,
      question_at: `2026-11-20T14:0${minute}:00Z`,
    });
    await admin
      .from('interview_turn')
      .insert([turn('Why Acme?', 3), turn('Tell me about a pipeline you built.', 1), turn('A question cut off', 2, 'aborted'), turn('  tell me about a pipeline   you built. ', 4)])
      .throwOnError();
  });
  afterAll(async () => {
    await em?.close();
  });

  it("gives a session's questions in the order asked, each once, without cut-off turns, with its application", async () => {
    expect(await loadPractiseThese(userClient(em, owner.accessToken), { from: 'session', session: sessionId })).toEqual({
      questions: ['Tell me about a pipeline you built.', 'Why Acme?'],
      source: 'your interview for Data engineer at Acme',
      applicationId,
    });
  });

  it("gives a prep sheet's likely questions with its application", async () => {
    const given = await loadPractiseThese(userClient(em, owner.accessToken), { from: 'sheet', application: applicationId });
    expect(given).toMatchObject({ source: 'the prep sheet for Data engineer at Acme', applicationId });
    expect(given!.questions.length).toBeGreaterThan(3);
    expect(given!.questions.length).toBeLessThanOrEqual(12);
  });

  it("reads nothing of another user's session or application", async () => {
    const theirs = userClient(em, stranger.accessToken);
    expect(await loadPractiseThese(theirs, { from: 'session', session: sessionId })).toBeNull();
    expect(await loadPractiseThese(theirs, { from: 'sheet', application: applicationId })).toBeNull();
  });
});
