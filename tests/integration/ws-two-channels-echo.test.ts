/**
 * @jest-environment ./tests/fixtures/jest-node-native-arrays-environment.js
 */
// The echo case with real speech and the offline recogniser: the candidate uses speakers, so
// the microphone hears the interviewer too (quieter, a moment later, over room noise). The
// same flite speech goes into both channels of one /both session at real time; the
// interviewer's words appear once, under "Interviewer", never again under "You", while what
// the candidate says on the microphone alone still appears under "You".
import type { RunningEmulator } from '../../emulators/server';
import { encodeChannelFrame } from '../../lib/protocol';
import { parseConfig } from '../../ws-server/config';
import { createEngines } from '../../ws-server/engines';
import { FRAME_BYTES, FRAME_MS } from '../../ws-server/audio/pcm';
import type { RunningWsServer } from '../../ws-server/server';
import type { TranscriberFactory } from '../../ws-server/session/ports';
import { speak } from '../fixtures/engine/flite-speech';
import { mix, noise, silence } from '../fixtures/engine/synthetic-audio';
import { startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient } from './helpers/ws-harness';

jest.setTimeout(120_000);
process.env.LOG_LEVEL = 'error';

const INTERVIEWER = ['Tell me about a time you had a conflict with a coworker.', 'How do you decide what to work on first?', 'Why do you want to work for our company?'];
const CANDIDATE = 'I would like to know how large the team is.';

/** The interviewer as the microphone hears them through speakers: half as loud, 80 ms late. */
function throughSpeakers(pcm: Buffer): Buffer {
  const late = Buffer.concat([silence(80), pcm]).subarray(0, pcm.length);
  const out = Buffer.alloc(late.length);
  for (let i = 0; i + 1 < late.length; i += 2) out.writeInt16LE(Math.round(late.readInt16LE(i) * 0.5), i);
  return out;
}

// Moonshine is the default recogniser; pocketsphinx stands in on a machine without its model.
describe.each([
  ['Moonshine', {}],
  ['pocketsphinx', { STT_PROVIDER: 'offline' }],
])('ws-server: echo of the interviewer on the microphone (%s)', (_recogniser, sttEnv) => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  const micFinals: string[] = [];

  beforeAll(async () => {
    em = await startTestEmulator();
    const engines = await createEngines(parseConfig({ NODE_ENV: 'test', ...sttEnv }).engines);
    // Counts what the microphone's recogniser heard, before the echo gate decides.
    const createTranscriber: TranscriberFactory = (listener, ctx) =>
      engines.createTranscriber(
        ctx.source === 'mic'
          ? { ...listener, onTranscript: (e) => (e.speechFinal && e.text.trim() && micFinals.push(e.text), listener.onTranscript(e)) }
          : listener,
        ctx,
      );
    server = await startWsServer(em, { ...engines, createTranscriber });
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  it('shows each interviewer sentence once, under Interviewer, and the candidate\'s own words under You', async () => {
    const user = await createSignedInUser(em, 'echo');
    const client = await TestClient.open(server, '/both');
    expect(await client.hello(user.accessToken, { mode: 'manual' })).toMatchObject({ type: 'ready', source: 'both' });

    const tabParts: Buffer[] = [silence(500)];
    const micParts: Buffer[] = [silence(500)];
    for (const sentence of INTERVIEWER) {
      const speech = speak(sentence);
      tabParts.push(speech, silence(1500));
      micParts.push(throughSpeakers(speech), silence(1500));
    }
    const own = speak(CANDIDATE, 'awb');
    tabParts.push(silence(own.length / 32), silence(2000));
    micParts.push(own, silence(2000));
    const tab = Buffer.concat(tabParts);
    const mic = mix(Buffer.concat(micParts), noise(Buffer.concat(micParts).length / 32, -55));

    const started = Date.now();
    const frames = Math.ceil(tab.length / FRAME_BYTES);
    for (let i = 0; i < frames; i++) {
      const slice = (b: Buffer) => Buffer.concat([b.subarray(i * FRAME_BYTES, (i + 1) * FRAME_BYTES), silence(FRAME_MS)]).subarray(0, FRAME_BYTES);
      client.ws.send(Buffer.from(encodeChannelFrame('tab', Uint8Array.from(slice(tab)).buffer)));
      client.ws.send(Buffer.from(encodeChannelFrame('mic', Uint8Array.from(slice(mic)).buffer)));
      await new Promise((r) => setTimeout(r, Math.max(0, started + (i + 1) * FRAME_MS - Date.now())));
    }
    // The candidate's own sentence comes last: once it is through, everything before it is decided.
    const you = await client.next((m) => m.type === 'transcript' && m.speaker === 'candidate' && m.speech_final === true && String(m.transcription).trim() !== '', 30_000);
    await new Promise((r) => setTimeout(r, 2_000));

    const finals = client.messages.filter((m) => m.type === 'transcript' && m.speech_final === true && String(m.transcription).trim() !== '');
    const interviewer = finals.filter((m) => m.speaker === 'interviewer').map((m) => String(m.transcription));
    const candidate = finals.filter((m) => m.speaker === 'candidate').map((m) => String(m.transcription));
    expect(interviewer.join(' ')).toMatch(/conflict|coworker/i);
    expect(interviewer.join(' ')).toMatch(/company/i);
    // Only the candidate's own sentence is theirs: none of the interviewer's words came back as "You".
    expect(candidate).toEqual([String(you.transcription)]);
    expect(String(you.transcription)).toMatch(/team|large|know/i);
    const echoes = micFinals.length - candidate.length;
    expect(echoes).toBeGreaterThanOrEqual(INTERVIEWER.length - 1);
    console.info(`echo duplicates suppressed: ${echoes} of ${echoes} microphone utterances that repeated the tab (${micFinals.length} microphone utterances in all)`);
    await client.close();
  });
});
