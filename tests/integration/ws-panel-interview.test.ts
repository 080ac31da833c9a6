// A panel interview over the real ws-server with the Deepgram adapter against the faithful fake
// (diarized words): two interviewers' questions labelled "Interviewer 1" and "Interviewer 2" by
// first appearance, a follow-up linked to its interviewer's own earlier question, a rename stored
// and shown in the debrief's data; and sessions whose recogniser tells no voices apart (the
// offline path, the microphone alone, diarization switched off) carry no labels at all.
import { performance } from 'node:perf_hooks';
import type { RunningEmulator } from '../../emulators/server';
import { fetchDebrief } from '@/lib/history/fetch-debrief';
import { encodeChannelFrame } from '@/lib/protocol';
import { parseConfig } from '../../ws-server/config';
import { createEngines } from '../../ws-server/engines';
import type { RunningWsServer } from '../../ws-server/server';
import { silenceFrame, startFakeDeepgram, wordFrame, type FakeDeepgram } from '../fixtures/engine/fake-deepgram';
import { startTestEmulator, userClient } from './helpers/emulator';
import { createSignedInUser, fixedAnswerEngine, scriptedTranscriberFactory, startWsServer, TestClient, type Msg } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const vocabulary = ['tell', 'me', 'about', 'your', 'last', 'project', 'how', 'do', 'you', 'design', 'an', 'idempotent', 'api', 'what', 'did', 'learn', 'from', 'it', 'why', 'us'];
const marker = (word: string) => vocabulary.indexOf(word) + 1;
/** What `voice` says, a word per 100 ms, then the half second of silence Deepgram's endpointing waits for. */
const says = (voice: number, text: string) => [...text.split(' ').map((w) => wordFrame(marker(w), voice)), ...Array.from({ length: 6 }, silenceFrame)];

const TELL = 'tell me about your last project';
const DESIGN = 'how do you design an idempotent api';
const LEARN = 'what did you learn from it';

let em: RunningEmulator;
let fake: FakeDeepgram;
/** Moved on by the test to stand for the minutes a candidate spends answering. */
let skew = 0;
beforeAll(async () => {
  em = await startTestEmulator();
});
afterAll(async () => {
  await em?.close();
});
beforeEach(async () => {
  fake = await startFakeDeepgram({ apiKey: 'dg-panel', vocabulary });
  skew = 0;
});
afterEach(async () => {
  await fake.close();
});

async function deepgramServer(env: Record<string, string> = {}): Promise<RunningWsServer> {
  const config = parseConfig({ NODE_ENV: 'test', STT_PROVIDER: 'deepgram', DEEPGRAM_API_KEY: 'dg-panel', DEEPGRAM_URL: fake.url, STT_FALLBACK: 'false', ...env });
  const engines = await createEngines(config.engines);
  return startWsServer(em, { ...engines, answerEngine: fixedAnswerEngine(['An answer.']), now: () => performance.now() + skew });
}

const finalOf = (client: TestClient, text: string) => client.next((m) => m.type === 'transcript' && m.speech_final === true && m.transcription === text);
const firstChunkOf = (client: TestClient, text: string) => client.next((m) => m.type === 'answer' && typeof m.question === 'string' && m.question.toLowerCase() === text);
/** `voice` says `text` on the socket: resolves with the final transcript of it. */
const speak = (client: TestClient, voice: number, text: string) => {
  for (const frame of says(voice, text)) client.ws.send(frame);
  return finalOf(client, text);
};
const answersDone = (client: TestClient, n: number) => client.next(() => client.messages.filter((m) => m.type === 'answer' && m.speech_final === true).length >= n);

describe('a panel interview with Deepgram diarization', () => {
  it("labels two interviewers' questions by first appearance, links a follow-up, and stores a rename the debrief shows", async () => {
    const server = await deepgramServer();
    const user = await createSignedInUser(em, 'ws-panel');
    const client = await TestClient.open(server);
    const ready = await client.hello(user.accessToken, { mode: 'auto' });
    expect(ready).toMatchObject({ type: 'ready', transcription: 'deepgram' });

    // The fake's second voice speaks first: it is "Interviewer 1".
    expect((await speak(client, 2, TELL)).interviewer).toEqual({ id: 1, label: 'Interviewer 1' });
    expect(await firstChunkOf(client, TELL)).toMatchObject({ question_id: 'u1.1', interviewer: { id: 1, label: 'Interviewer 1' } });
    skew += 60_000;
    expect((await speak(client, 1, DESIGN)).interviewer).toEqual({ id: 2, label: 'Interviewer 2' });
    const design = await firstChunkOf(client, DESIGN);
    expect(design).toMatchObject({ question_id: 'u2.1', interviewer: { id: 2, label: 'Interviewer 2' } });
    expect(design.follows_up).toBeUndefined();
    // Minutes later Interviewer 1 follows up their own question, not their colleague's.
    skew += 90_000;
    for (const frame of says(2, LEARN)) client.ws.send(frame);
    expect(await firstChunkOf(client, LEARN)).toMatchObject({ question_id: 'u3.1', interviewer: { id: 1, label: 'Interviewer 1' }, follows_up: 'u1.1' });
    expect(fake.connections[0].query.get('diarize')).toBe('true');

    // The candidate names Interviewer 1; what that voice says next carries the name.
    client.sendJson({ type: 'rename_speaker', speaker: 1, name: '  Priya (EM) ' });
    client.sendJson({ type: 'rename_speaker', speaker: 7, name: 'Nobody' });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_message', message: 'No interviewer 7 has been heard in this session.' });
    skew += 60_000;
    expect((await speak(client, 2, 'why us')).interviewer).toEqual({ id: 1, label: 'Priya (EM)' });
    await answersDone(client, 4);
    await client.close();
    await server.close();

    const debrief = await fetchDebrief(userClient(em, user.accessToken), String(ready.session_id));
    expect(debrief?.turns.map((t) => [t.question.toLowerCase(), t.askedBy])).toEqual([
      [TELL, 'Priya (EM)'],
      [DESIGN, 'Interviewer 2'],
      [LEARN, 'Priya (EM)'],
      ['why us', 'Priya (EM)'],
    ]);
  });

  it('numbers the voices of a session carried on by another server after those already labelled, keeping their names', async () => {
    const server = await deepgramServer();
    const user = await createSignedInUser(em, 'ws-panel-resume');
    const first = await TestClient.open(server);
    const ready = await first.hello(user.accessToken, { mode: 'auto' });
    expect((await speak(first, 1, TELL)).interviewer).toEqual({ id: 1, label: 'Interviewer 1' });
    first.sendJson({ type: 'rename_speaker', speaker: 1, name: 'Priya (EM)' });
    await answersDone(first, 1);
    await first.close();
    await server.close();

    // Carried on by another server, which reads the panel back from the database.
    const other = await deepgramServer();
    const second = await TestClient.open(other);
    expect(await second.hello(user.accessToken, { mode: 'auto', resume_session_id: ready.session_id })).toMatchObject({ type: 'ready', resumed: true });
    // A new Deepgram stream: its first voice may be anyone, so it is a new number, never "Priya (EM)".
    expect((await speak(second, 1, DESIGN)).interviewer).toEqual({ id: 2, label: 'Interviewer 2' });
    second.sendJson({ type: 'rename_speaker', speaker: 1, name: 'Priya' });
    await answersDone(second, 1);
    await second.close();
    await other.close();
    const debrief = await fetchDebrief(userClient(em, user.accessToken), String(ready.session_id));
    expect(debrief?.turns.map((t) => t.askedBy)).toEqual(['Priya', 'Interviewer 2']);
  });

  it("on /both diarizes the tab (the panel) and never the candidate's microphone", async () => {
    const server = await deepgramServer();
    const user = await createSignedInUser(em, 'ws-panel-both');
    const client = await TestClient.open(server, '/both');
    expect(await client.hello(user.accessToken, { mode: 'auto' })).toMatchObject({ type: 'ready', source: 'both' });
    const tagged = (channel: 'tab' | 'mic', frame: Buffer) => Buffer.from(encodeChannelFrame(channel, frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength) as ArrayBuffer));
    for (const frame of says(2, TELL)) {
      client.ws.send(tagged('tab', frame));
      client.ws.send(tagged('mic', silenceFrame()));
    }
    const heard = await finalOf(client, TELL);
    expect(heard).toMatchObject({ speaker: 'interviewer', interviewer: { id: 1, label: 'Interviewer 1' } });
    expect(fake.connections.map((c) => c.query.get('diarize')).sort()).toEqual(['true', null].sort());
    await client.close();
    await server.close();
  });

  it('asks for no diarization on the microphone alone, nor when DEEPGRAM_DIARIZE is false, and labels nothing', async () => {
    for (const [path, env] of [['/mic', {}], ['/tab', { DEEPGRAM_DIARIZE: 'false' }]] as const) {
      const server = await deepgramServer(env);
      const user = await createSignedInUser(em, 'ws-panel-none');
      const client = await TestClient.open(server, path);
      expect(await client.hello(user.accessToken, { mode: 'auto' })).toMatchObject({ type: 'ready' });
      expect((await speak(client, 2, TELL)).interviewer).toBeUndefined();
      expect((await firstChunkOf(client, TELL)).interviewer).toBeUndefined();
      expect(fake.connections.at(-1)!.query.has('diarize')).toBe(false);
      await client.close();
      await server.close();
    }
  });
});

describe('a session whose recogniser tells no voices apart', () => {
  it('sends no interviewer on transcripts or answers, so the screen says "Interviewer" as before, and refuses a rename', async () => {
    const stt = scriptedTranscriberFactory();
    const server = await startWsServer(em, { createTranscriber: stt.factory, answerEngine: fixedAnswerEngine(['An answer.']) });
    const user = await createSignedInUser(em, 'ws-panel-offline');
    const client = await TestClient.open(server);
    expect(await client.hello(user.accessToken, { mode: 'auto' })).toMatchObject({ type: 'ready', transcription: 'offline' });
    stt.say('u1', 'Tell me about your last project.');
    const answer = await client.next((m: Msg) => m.type === 'answer');
    expect(answer.interviewer).toBeUndefined();
    expect(client.messages.filter((m) => m.type === 'transcript').every((m) => m.interviewer === undefined)).toBe(true);
    client.sendJson({ type: 'rename_speaker', speaker: 1, name: 'Priya (EM)' });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_message' });
    await client.close();
    await server.close();
  });
});
