// "What you told them", over the real ws-server and the emulator with the offline answers: two
// "Tab + microphone" interviews for one application. In the first the candidate tells a story
// in their own words (the microphone) and an answer shown rests on it; the round records both,
// with the figure they said. The second interview (round 2) shows that story's source as "Told
// on …, round 1", and when the candidate quotes another figure for it, the debrief says
// "40% in round 1, 60% today". A drop and a resume of the second adds to its round and never
// counts a story twice.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { fetchDebrief } from '../../lib/history/fetch-debrief';
import { changedFigureLabel } from '../../lib/rounds/compare-figures';
import type { Database } from '../../lib/supabase/database';
import { createOfflineEngine } from '../../ws-server/llm/offline/offline-engine';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator, userClient } from './helpers/emulator';
import { channelTranscriberFactory, createSignedInUser, startWsServer, TestClient, type Msg, type TestUser } from './helpers/ws-harness';

jest.setTimeout(90_000);
process.env.LOG_LEVEL = 'error';

const QUESTION = 'Tell me about a time you persuaded leadership to fund something.';
const STORY = {
  title: 'Convincing leadership to fund testing',
  tags: ['influence', 'persuasion', 'stakeholders'],
  situation: 'Leadership saw automated tests as slowing us down.',
  task: 'I wanted budget for a test suite.',
  action: 'I showed the cost of the last ten production bugs in support hours.',
  result: 'They funded two sprints of testing and escaped bugs fell by 40%.',
  figures: '40%',
};
const telling = (figure: string) => [
  'So leadership saw automated tests as something that slowed us down.',
  'I pulled the last ten production bugs and showed what they cost us in support hours.',
  `They funded two sprints of testing and escaped bugs fell by ${figure}.`,
];


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ws-server: what the candidate told each round of an application', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let admin: SupabaseClient<Database>;
  let user: TestUser;
  let applicationId = '';
  let storyId = '';
  const channels = channelTranscriberFactory();
  let utterances = 0;
  const stt = { factory: channels.factory, say: (channel: 'tab' | 'mic', text: string) => channels.say(channel, `u${++utterances}`, text) };

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em) as SupabaseClient<Database>;
    server = await startWsServer(em, { createTranscriber: stt.factory, answerEngine: createOfflineEngine(), answerEngineName: 'offline' });
    user = await createSignedInUser(em, 'ws-rounds');
    applicationId = (await admin.from('job_application').insert({ profile_id: user.userId, company: 'Acme', role: 'Staff engineer' }).select('id').single().throwOnError()).data!.id;
    storyId = (await admin.from('story').insert({ profile_id: user.userId, ...STORY }).select('id').single().throwOnError()).data!.id;
    await admin.from('story_application').insert({ story_id: storyId, application_id: applicationId, profile_id: user.userId }).throwOnError();
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  /** The candidate tells the story (the microphone), each utterance heard, then asks for an answer. */
  async function tellAndAsk(client: TestClient, figure: string): Promise<Msg> {
    for (const line of telling(figure)) {
      stt.say('mic', line);
      await client.next((m) => m.type === 'transcript' && m.speaker === 'candidate' && m.speech_final === true && m.transcription === line);
    }
    client.sendJson({ type: 'trigger_response', question: QUESTION });
    const first = await client.next((m) => m.type === 'answer' && m.question === QUESTION && Array.isArray(m.sources));
    await client.next((m) => m.type === 'answer' && m.id === first.id && m.speech_final === true);
    return first;
  }

  /** Polls until `read` returns a value `done` accepts. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let i = 0; i < 100 && !done(value); i++) {
      await sleep(100);
      value = await read();
    }
    return value;
  }
  const rounds = async () => (await admin.from('interview_round').select('id, session_id, round_number').eq('application_id', applicationId).order('held_at').throwOnError()).data ?? [];
  const toldIn = async (roundId: string) => (await admin.from('told_story').select('story_id, said, shown').eq('round_id', roundId).throwOnError()).data ?? [];
  const figuresIn = async (roundId: string) => (await admin.from('claimed_figure').select('story_id, figure, origin').eq('round_id', roundId).order('id').throwOnError()).data ?? [];

  it('records round 1, marks the story told in round 2, flags the changed figure and counts nothing twice across a resume', async () => {
    // Round 1: the story in the candidate's words, and an answer shown that rests on it.
    const one = await TestClient.open(server, '/both');
    const firstReady = await one.hello(user.accessToken, { application_id: applicationId });
    expect(firstReady).toMatchObject({ type: 'ready' });
    const firstAnswer = await tellAndAsk(one, '40%');
    const firstSources = firstAnswer.sources as { kind: string; story_id?: string; told?: unknown }[];
    expect(firstSources[0]).toMatchObject({ kind: 'story', story_id: storyId });
    expect(firstSources[0]).not.toHaveProperty('told');
    await one.close();
    const [round1] = await eventually(rounds, (r) => r.length === 1);
    expect(round1).toMatchObject({ session_id: firstReady.session_id, round_number: 1 });
    expect(await eventually(() => toldIn(round1.id), (r) => r.length > 0)).toEqual([{ story_id: storyId, said: true, shown: true }]);
    expect(await figuresIn(round1.id)).toEqual([
      { story_id: storyId, figure: 'ten production', origin: 'said' },
      { story_id: storyId, figure: '40%', origin: 'said' },
    ]);

    // Round 2, a week later under the candidate's "Round 2": the story's source says where it was told.
    await admin.from('job_application').update({ round: 'Round 2' }).eq('id', applicationId).throwOnError();
    const two = await TestClient.open(server, '/both');
    const secondReady = await two.hello(user.accessToken, { application_id: applicationId });
    const secondSession = String(secondReady.session_id);
    const secondAnswer = await tellAndAsk(two, '60%');
    const { data: held } = await admin.from('interview_session').select('started_at').eq('id', String(firstReady.session_id)).single().throwOnError();
    const story = (secondAnswer.sources as { kind: string; told?: { at: string; round: number }[] }[]).find((s) => s.kind === 'story');
    expect(story?.told).toEqual([{ at: new Date(held!.started_at).toISOString(), round: 1 }]);

    // The socket drops and the reconnect carries the session on: the same round, told once.
    two.ws.terminate();
    await two.closed;
    const resumed = await TestClient.open(server, '/both');
    expect(await resumed.hello(user.accessToken, { application_id: applicationId, resume_session_id: secondSession })).toMatchObject({ resumed: true, session_id: secondSession });
    await tellAndAsk(resumed, '60%');
    await resumed.close();

    const all = await eventually(rounds, (r) => r.length === 2);
    expect(all.map((r) => [r.session_id, r.round_number])).toEqual([
      [firstReady.session_id, 1],
      [secondSession, 2],
    ]);
    const round2 = all[1].id;
    expect(await eventually(() => toldIn(round2), (r) => r.length > 0)).toEqual([{ story_id: storyId, said: true, shown: true }]);
    expect(await figuresIn(round2)).toEqual([
      { story_id: storyId, figure: 'ten production', origin: 'said' },
      { story_id: storyId, figure: '60%', origin: 'said' },
    ]);

    // The second interview's debrief, read as the candidate: told before, and the figure that changed.
    const debrief = await fetchDebrief(userClient(em, user.accessToken), secondSession);
    expect(debrief?.rounds?.round).toBe(2);
    expect(debrief?.rounds?.stories).toEqual([
      expect.objectContaining({ storyId, title: STORY.title, said: true, shown: true, toldBefore: [expect.objectContaining({ round: 1, sessionId: firstReady.session_id })] }),
    ]);
    expect(debrief!.rounds!.stories[0].changed.map(changedFigureLabel)).toEqual(['40% in round 1, 60% today']);
    // The first interview's debrief compares with nothing before it.
    const older = await fetchDebrief(userClient(em, user.accessToken), String(firstReady.session_id));
    expect(older?.rounds?.stories).toEqual([expect.objectContaining({ storyId, toldBefore: [], changed: [] })]);
    // And the debrief's turn keeps the marked source.
    const stored = debrief!.turns.find((t) => t.sources?.some((s) => s.told));
    expect(stored?.sources?.find((s) => s.kind === 'story')?.told).toEqual([expect.objectContaining({ round: 1 })]);
  });

  it('records nothing for an interview held for no application', async () => {
    const other = await createSignedInUser(em, 'ws-rounds-other');
    const client = await TestClient.open(server, '/both');
    await client.hello(other.accessToken);
    stt.say('mic', telling('40%').join(' '));
    await client.next((m) => m.type === 'transcript' && m.speaker === 'candidate' && m.speech_final === true);
    await client.close();
    await sleep(500);
    expect((await admin.from('interview_round').select('id').eq('profile_id', other.userId).throwOnError()).data).toEqual([]);
  });
});
