// The debrief through a user's own client: their practice session with its scores, and another user's session refused.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { scoreAnswer } from '@/lib/feedback/score-answer';
import { fetchDebrief } from '@/lib/history/fetch-debrief';
import { fetchHistory } from '@/lib/history/history-queries';
import type { Database } from '@/lib/supabase/database';
import { browserClient, createConfirmedUser, uniqueEmail } from './auth-helpers';
import { serviceClient, startTestEmulator } from './helpers/emulator';

jest.setTimeout(60_000);

const PASSWORD = 'correct horse battery staple 42';
const QUESTION = 'Tell me about a time you improved the performance of a system.';
const ANSWER = 'At my last job our checkout was slow. My task was to fix it. So I added a connection pool and rewrote two queries. As a result, latency dropped by 80%.';

let em: RunningEmulator;
let alice: SupabaseClient<Database>;
let bob: SupabaseClient<Database>;
let aliceSession: string;

async function signedIn(email: string): Promise<SupabaseClient<Database>> {
  await createConfirmedUser(em, email, PASSWORD);
  const client = browserClient(em) as unknown as SupabaseClient<Database>;
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(error.message);
  return client;
}

beforeAll(async () => {
  em = await startTestEmulator();
  alice = await signedIn(uniqueEmail('debrief-alice'));
  bob = await signedIn(uniqueEmail('debrief-bob'));
  const aliceId = (await alice.auth.getUser()).data.user!.id;
  const service = serviceClient(em) as unknown as SupabaseClient<Database>;
  const { data, error } = await service
    .from('interview_session')
    .insert({ profile_id: aliceId, kind: 'practice', practice_round: 'behavioural', source: 'mic', mode: 'auto', started_at: '2026-11-20T14:00:00Z', ended_at: '2026-11-20T14:05:00Z' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  aliceSession = data.id;
  const feedback = scoreAnswer({ question: QUESTION, answer: ANSWER, seconds: 12.5, kind: 'behavioural' });
  const turn = { session_id: aliceSession, profile_id: aliceId, question: QUESTION, candidate_answer: ANSWER, candidate_seconds: 12.5, question_kind: 'behavioural', feedback };
  const { error: turnError } = await service.from('interview_turn').insert(turn);
  if (turnError) throw new Error(turnError.message);
});
afterAll(() => em?.close());

test("the owner reads their practice debrief with the stored score and figures", async () => {
  const debrief = await fetchDebrief(alice, aliceSession);
  expect(debrief?.session).toEqual(expect.objectContaining({ kind: 'practice', practice_round: 'behavioural' }));
  expect(debrief?.turns).toHaveLength(1);
  expect(debrief?.turns[0]).toEqual(expect.objectContaining({ question: QUESTION, candidateAnswer: ANSWER, candidateSeconds: 12.5 }));
  expect(debrief?.turns[0].feedback?.figures.wordsPerMinute).toBe(scoreAnswer({ question: QUESTION, answer: ANSWER, seconds: 12.5, kind: 'behavioural' }).figures.wordsPerMinute);
  expect(debrief?.thankYou).toBeNull();
});

test("another user's session is not found, as is an unknown or malformed id", async () => {
  expect(await fetchDebrief(bob, aliceSession)).toBeNull();
  expect(await fetchDebrief(bob, '00000000-0000-4000-8000-000000000000')).toBeNull();
  expect(await fetchDebrief(bob, 'not-a-uuid')).toBeNull();
});

test('the owner cannot write a score: feedback is the server’s', async () => {
  const { data } = await alice.from('interview_turn').update({ feedback: { score: 10 } }).eq('session_id', aliceSession).select('id');
  expect(data ?? []).toEqual([]);
  const debrief = await fetchDebrief(alice, aliceSession);
  expect(debrief?.turns[0].feedback?.score).not.toBe(10);
});

test('a round on a live session, and feedback that is not an object, are refused by the database', async () => {
  const aliceId = (await alice.auth.getUser()).data.user!.id;
  const service = serviceClient(em) as unknown as SupabaseClient<Database>;
  const live = await service.from('interview_session').insert({ profile_id: aliceId, kind: 'live', practice_round: 'technical' });
  expect(live.error?.code).toBe('23514');
  const turn = await service.from('interview_turn').insert({ session_id: aliceSession, profile_id: aliceId, question: 'Q', feedback: [1, 2] });
  expect(turn.error?.code).toBe('23514');
});

test('a kept screen thumbnail comes back with its turn on the history and the debrief, and the owner cannot write one', async () => {
  const aliceId = (await alice.auth.getUser()).data.user!.id;
  const service = serviceClient(em) as unknown as SupabaseClient<Database>;
  const live = await service.from('interview_session').insert({ profile_id: aliceId, kind: 'live', source: 'tab', mode: 'manual' }).select('id').single();
  if (live.error) throw new Error(live.error.message);
  const thumbnail = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
  const turns = await service.from('interview_turn').insert([
    { session_id: live.data.id, profile_id: aliceId, question: '[Screen] Merge Intervals', answer: 'Sort, then sweep.', screen_thumbnail: thumbnail, question_at: '2026-11-20T14:01:00Z' },
    { session_id: live.data.id, profile_id: aliceId, question: 'Why us?', answer: 'Because.', question_at: '2026-11-20T14:02:00Z' },
  ]);
  if (turns.error) throw new Error(turns.error.message);
  const debrief = await fetchDebrief(alice, live.data.id);
  expect(debrief?.turns.map((t) => t.screenThumbnail)).toEqual([thumbnail, null]);
  const history = await fetchHistory(alice);
  expect(history.find((s) => s.id === live.data.id)?.turns.map((t) => t.screen_thumbnail)).toEqual([thumbnail, null]);
  const { data } = await alice.from('interview_turn').update({ screen_thumbnail: thumbnail }).eq('session_id', live.data.id).select('id');
  expect(data ?? []).toEqual([]);
});

test("a live session's language reaches its debrief and history, and the e-mail is written in it", async () => {
  const aliceId = (await alice.auth.getUser()).data.user!.id;
  const service = serviceClient(em) as unknown as SupabaseClient<Database>;
  const { data, error } = await service
    .from('interview_session')
    .insert({ profile_id: aliceId, kind: 'live', source: 'tab', mode: 'auto', language: 'hi', started_at: '2026-11-21T09:00:00Z', ended_at: '2026-11-21T09:20:00Z' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const question = 'मुझे अपने बारे में बताइए।';
  const { error: turnError } = await service.from('interview_turn').insert({ session_id: data.id, profile_id: aliceId, question, answer: '' });
  if (turnError) throw new Error(turnError.message);

  const debrief = await fetchDebrief(alice, data.id);
  expect(debrief?.session.language).toBe('hi');
  expect(debrief?.turns[0].question).toBe(question);
  expect(debrief?.thankYou).toEqual(expect.objectContaining({ language: 'hi' }));
  expect(debrief?.thankYou?.body).toMatch(/^नमस्ते/);
  const history = await fetchHistory(alice);
  expect(history.find((s) => s.id === data.id)?.language).toBe('hi');
  expect(history.find((s) => s.id === aliceSession)?.language).toBeNull();
});
