// The Deepgram live adapter against a faithful fake of /v1/listen.
import { createDeepgramTranscriber, type DeepgramOptions } from '@/ws-server/stt/deepgram/deepgram-transcriber';
import { extractKeyterms } from '@/ws-server/stt/keyterms';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';
import { INTERVIEW_LANGUAGES } from '@/lib/language/languages';
import { silenceFrame, startFakeDeepgram, wordFrame, type FakeDeepgram, type FakeDeepgramOptions } from '@/tests/fixtures/engine/fake-deepgram';

jest.setTimeout(20_000);
process.env.LOG_LEVEL = 'error';

const vocabulary = ['tell', 'me', 'about', 'your', 'last', 'project', 'why', 'this', 'role'];
const words = (...markers: number[]) => markers.map(wordFrame);
const silence = (frames: number) => Array.from({ length: frames }, silenceFrame);

let fake: FakeDeepgram | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(fakeOptions: Partial<FakeDeepgramOptions> = {}, options: Partial<DeepgramOptions> = {}) {
  fake = await startFakeDeepgram({ apiKey: 'dg-test-key', vocabulary, ...fakeOptions });
  const heard = collectTranscripts();
  const transcriber = createDeepgramTranscriber(heard, { apiKey: 'dg-test-key', url: fake.url, reconnect: { initialDelayMs: 20 }, ...options });
  return { heard, transcriber, fake };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
};

describe('Deepgram live adapter', () => {
  it('asks for nova-3 linear16 16 kHz with interim results, endpointing, utterance end, VAD events, smart format and keyterms', async () => {
    const keyterms = extractKeyterms('Built Kafka pipelines at Acme Robotics with TypeScript.', 'Stripe is hiring: Go, Kubernetes, PostgreSQL.');
    const { transcriber, fake } = await start({}, { keyterms, endpointingMs: 450 });
    transcriber.push(silenceFrame());
    await until(() => fake.connections.length === 1 && fake.connections[0].markers.length === 1);
    await transcriber.finish();
    const query = fake.connections[0].query;
    expect(Object.fromEntries([...query].filter(([k]) => k !== 'keyterm'))).toEqual({
      model: 'nova-3',
      encoding: 'linear16',
      sample_rate: '16000',
      channels: '1',
      interim_results: 'true',
      endpointing: '450',
      utterance_end_ms: '1000',
      vad_events: 'true',
      smart_format: 'true',
    });
    expect(query.getAll('keyterm')).toEqual(expect.arrayContaining(['Kafka', 'Acme Robotics', 'TypeScript', 'Stripe', 'Go', 'Kubernetes', 'PostgreSQL']));
    expect(fake.connections[0].closeStreams).toBe(1);
  });

  it('assembles is_final pieces into one utterance that ends at speech_final, with interim text on the way', async () => {
    const { heard, transcriber } = await start();
    for (const frame of [...silence(2), ...words(1, 2, 3, 4, 5, 6), ...silence(5), ...words(7, 8, 9), ...silence(5)]) transcriber.push(frame);
    await heard.waitForFinals(2);
    await transcriber.finish();
    expect(heard.finals()).toEqual([
      { utteranceId: 'u1', text: 'tell me about your last project', speechFinal: true, endedAgoMs: 1300 },
      { utteranceId: 'u2', text: 'why this role', speechFinal: true, endedAgoMs: 500 },
    ]);
    const interims = heard.interims().filter((e) => e.utteranceId === 'u1').map((e) => e.text);
    expect(interims).toEqual(expect.arrayContaining(['tell', 'tell me', 'tell me about your']));
  });

  it("says on each final how long ago its last word ended, by the audio pushed since (Deepgram's word times)", async () => {
    const { heard, transcriber } = await start();
    // 100 ms frames: the third word ends at 0.4 s, and 0.5 s of silence follows it.
    for (const frame of [...silence(1), ...words(1, 2, 3), ...silence(5)]) transcriber.push(frame);
    await heard.waitForFinals(1);
    await transcriber.finish();
    expect(heard.finals()).toEqual([{ utteranceId: 'u1', text: 'tell me about', speechFinal: true, endedAgoMs: 500 }]);
  });

  it('ends the utterance at UtteranceEnd when speech_final never comes', async () => {
    const { heard, transcriber } = await start({ speechFinal: false });
    for (const frame of [...words(1, 2, 3, 4), ...silence(12)]) transcriber.push(frame);
    await heard.waitForFinals(1);
    await transcriber.finish();
    expect(heard.finals()).toEqual([{ utteranceId: 'u1', text: 'tell me about your', speechFinal: true, endedAgoMs: 1200 }]);
  });

  it('flushes the words still pending when the stream ends, through CloseStream', async () => {
    const { heard, transcriber, fake } = await start();
    for (const frame of words(1, 2)) transcriber.push(frame);
    await until(() => fake.connections[0]?.markers.length === 2);
    await transcriber.finish();
    expect(heard.finals()).toEqual([{ utteranceId: 'u1', text: 'tell me', speechFinal: true, endedAgoMs: 0 }]);
    await until(() => fake.connections[0].closeCode !== undefined);
    expect(fake.connections[0].closeCode).toBe(1000);
  });

  it('keeps a silent connection open past the idle timeout with KeepAlive', async () => {
    const { transcriber, fake } = await start({ idleTimeoutMs: 300 }, { keepAliveMs: 100 });
    transcriber.push(silenceFrame());
    await until(() => (fake.connections[0]?.keepAlives ?? 0) >= 6);
    expect(fake.connections).toHaveLength(1);
    expect(fake.connections[0].closeCode).toBeUndefined();
    await transcriber.finish();
  });

  it('reconnects after a dropped connection and replays the unfinalised audio, losing no words', async () => {
    let dropped = false;
    const { heard, transcriber, fake } = await start({
      onFrame: (connection, marker) => {
        if (!dropped && marker === 5) {
          dropped = true;
          return 'drop';
        }
      },
    });
    for (const frame of [...silence(1), ...words(1, 2, 3, 4, 5, 6), ...silence(5)]) transcriber.push(frame);
    await heard.waitForFinals(1);
    await transcriber.finish();
    expect(fake.connections).toHaveLength(2);
    // The first connection finalised "tell me about"; the second gets the audio from "your" on.
    expect(fake.connections[1].markers.slice(0, 3)).toEqual([4, 5, 6]);
    expect(heard.finals()).toEqual([{ utteranceId: 'u1', text: 'tell me about your last project', speechFinal: true, endedAgoMs: 500 }]);
    expect(heard.errors).toEqual([]);
  });

  describe('with diarization (a panel on the interviewer channel)', () => {
    const spoken = (voice: number, ...markers: number[]) => markers.map((m) => wordFrame(m, voice));

    it('asks for diarize=true and puts on each final the voice that said it, one per voice of the stream', async () => {
      const { heard, transcriber, fake } = await start({}, { diarize: true });
      for (const frame of [...silence(1), ...spoken(2, 1, 2, 3, 4, 5, 6), ...silence(5), ...spoken(1, 7, 8, 9), ...silence(5), ...spoken(2, 7, 8, 9), ...silence(5)]) transcriber.push(frame);
      await heard.waitForFinals(3);
      await transcriber.finish();
      expect(fake.connections[0].query.get('diarize')).toBe('true');
      const voices = heard.finals().map((e) => e.voice);
      // Deepgram numbers voices from 0 by first appearance: the second voice of the script spoke first.
      expect(voices).toEqual([expect.stringMatching(/:0$/), expect.stringMatching(/:1$/), voices[0]]);
      expect(new Set(voices.map((v) => v?.split(':')[0])).size).toBe(1);
    });

    it('never names voices when diarization was not asked for', async () => {
      const { heard, transcriber, fake } = await start();
      for (const frame of [...spoken(2, 1, 2, 3), ...silence(5)]) transcriber.push(frame);
      await heard.waitForFinals(1);
      await transcriber.finish();
      expect(fake.connections[0].query.has('diarize')).toBe(false);
      expect(heard.finals()[0].voice).toBeUndefined();
    });

    it("keys a reconnected stream's voices apart from the first stream's, which numbered them on its own", async () => {
      let dropped = false;
      const { heard, transcriber, fake } = await start(
        {
          onFrame: (_connection, marker) => {
            if (!dropped && marker === 7) {
              dropped = true;
              return 'drop';
            }
          },
        },
        { diarize: true },
      );
      for (const frame of [...spoken(1, 1, 2, 3), ...silence(5), ...spoken(1, 7, 8, 9), ...silence(5)]) transcriber.push(frame);
      await heard.waitForFinals(2);
      await transcriber.finish();
      expect(fake.connections).toHaveLength(2);
      const [first, second] = heard.finals().map((e) => e.voice);
      expect(first).toMatch(/:0$/);
      expect(second).toMatch(/:0$/);
      expect(second).not.toBe(first);
    });
  });

  it('gives up at once with a readable error when Deepgram refuses the key', async () => {
    const { heard, transcriber, fake } = await start({ apiKey: 'another-key' });
    await until(() => heard.errors.length > 0);
    expect(heard.errors[0]).toMatchObject({ code: 'stt_unavailable', fatal: true });
    expect(heard.errors[0].detail).toMatch(/DEEPGRAM_API_KEY/);
    expect(heard.errors[0].detail).not.toMatch(/dg-test-key/);
    expect(fake.connections).toHaveLength(0);
    transcriber.close();
  });

  it('gives up at once, naming the variables to check, when Deepgram refuses the request', async () => {
    const { heard, transcriber } = await start({ models: ['nova-3'] }, { model: 'nova-0', reconnect: { initialDelayMs: 1000 } });
    const started = Date.now();
    await until(() => heard.errors.length > 0);
    expect(Date.now() - started).toBeLessThan(1000); // no reconnect was waited for
    expect(heard.errors).toHaveLength(1);
    expect(heard.errors[0]).toMatchObject({ code: 'stt_unavailable', fatal: true });
    expect(heard.errors[0].detail).toMatch(/HTTP 400.*DEEPGRAM_MODEL/);
    transcriber.close();
  });

  describe('in the interview language', () => {
    const spanish = ['cuénteme', 'sobre', 'su', 'último', 'proyecto', 'Kubernetes'];
    const languages = ['es', 'es', 'es', 'es', 'es', 'en'];

    const opened = async (language: string, fakeOptions: Partial<FakeDeepgramOptions> = {}) => {
      const { heard, transcriber, fake } = await start({ requireLanguage: true, ...fakeOptions }, { language });
      transcriber.push(silenceFrame());
      await until(() => fake.connections.length + fake.refused.length > 0 || heard.errors.length > 0);
      return { heard, transcriber, fake };
    };

    it('asks nova-3 for a chosen language, keeping a region Deepgram knows and dropping one it does not', async () => {
      for (const [language, sent] of [['es', 'es'], ['pt-BR', 'pt-BR'], ['es-MX', 'es'], ['zh-Hans', 'zh-Hans']]) {
        const { transcriber, fake } = await opened(language);
        expect(fake.connections.map((c) => [c.query.get('model'), c.query.get('language'), c.query.get('language_hint')])).toEqual([['nova-3', sent, null]]);
        transcriber.close();
        await fake.close();
      }
    });

    it('asks for multilingual code-switching under Auto-detect, and for Arabic (no monolingual Nova-3) with a hint', async () => {
      let { transcriber, fake } = await opened('auto');
      expect([fake.connections[0].query.get('model'), fake.connections[0].query.get('language')]).toEqual(['nova-3', 'multi']);
      transcriber.close();
      await fake.close();
      ({ transcriber, fake } = await opened('ar'));
      expect([fake.connections[0].query.get('model'), fake.connections[0].query.get('language'), fake.connections[0].query.get('language_hint')]).toEqual(['nova-3', 'multi', 'ar']);
      transcriber.close();
    });

    it('opens a connection Deepgram accepts for every listed language', async () => {
      for (const { code } of INTERVIEW_LANGUAGES) {
        const { heard, transcriber, fake } = await opened(code);
        expect({ code, refused: fake.refused.length, errors: heard.errors.length }).toEqual({ code, refused: 0, errors: 0 });
        transcriber.close();
        await fake.close();
      }
    });

    it('puts the language most words were heard in on the final under Auto-detect, and none on interim text', async () => {
      const { heard, transcriber } = await start({ vocabulary: spanish, vocabularyLanguages: languages, requireLanguage: true }, { language: 'auto' });
      for (const frame of [...silence(1), ...words(1, 2, 3, 4, 5, 6), ...silence(5)]) transcriber.push(frame);
      await heard.waitForFinals(1);
      await transcriber.finish();
      expect(heard.finals()).toEqual([{ utteranceId: 'u1', text: 'cuénteme sobre su último proyecto Kubernetes', speechFinal: true, language: 'es', endedAgoMs: 500 }]);
      expect(heard.interims().every((e) => e.language === undefined)).toBe(true);
    });

    it('reports no language for a chosen one (Deepgram tags words only under multi)', async () => {
      const { heard, transcriber } = await start({ vocabulary: spanish, vocabularyLanguages: languages }, { language: 'es' });
      for (const frame of [...words(1, 2, 3), ...silence(5)]) transcriber.push(frame);
      await heard.waitForFinals(1);
      await transcriber.finish();
      expect(heard.finals()).toEqual([{ utteranceId: 'u1', text: 'cuénteme sobre su', speechFinal: true, endedAgoMs: 500 }]);
    });

    it('fails at once, naming the model and language, when Deepgram refuses the combination', async () => {
      // An operator's own model gets the tag as it is: nova-2 has no Arabic, and says so.
      const { heard, transcriber } = await start({}, { language: 'ar', model: 'nova-2' });
      await until(() => heard.errors.length > 0);
      expect(heard.errors[0].detail).toMatch(/HTTP 400.*model nova-2, language ar.*DEEPGRAM_MODEL/);
      transcriber.close();
    });
  });
});
