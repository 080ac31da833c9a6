// The OpenAI-compatible transcription adapter against a fake /v1/audio/transcriptions.
import { createOpenAiTranscriber } from '@/ws-server/stt/openai/openai-transcriber';
import { decodeWav } from '@/ws-server/audio/wav';
import { pcmDurationMs } from '@/ws-server/audio/pcm';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { streamFrames } from '@/tests/fixtures/engine/stream-frames';
import { collectTranscripts } from '@/tests/fixtures/engine/collect-transcripts';
import { startFakeTranscriptionServer, type FakeTranscriptionServer, type ScriptedReply } from '@/tests/fixtures/engine/fake-openai-transcription';

jest.setTimeout(20_000);

// Two "utterances" the VAD will cut: 800 ms and 500 ms tone bursts, a second apart.
const twoUtterances = () => Buffer.concat([silence(500), tone(800, 220, -20), silence(1000), tone(500, 220, -20), silence(1000)]);

let server: FakeTranscriptionServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function transcribe(reply: (index: number) => ScriptedReply, options: { stream?: boolean; language?: string; model?: string } = {}) {
  server = await startFakeTranscriptionServer((_, index) => reply(index));
  const heard = collectTranscripts();
  const transcriber = createOpenAiTranscriber(heard, { baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'whisper-1', prompt: 'Kubernetes, Acme', retry: { initialDelayMs: 20, maxDelayMs: 20 }, ...options });
  await streamFrames(twoUtterances(), (f) => transcriber.push(f), 'fast');
  await transcriber.finish();
  return { heard, uploads: server.uploads };
}

describe('OpenAI-compatible transcription adapter', () => {
  it('uploads each VAD-cut utterance as a 16 kHz WAV with model, key and vocabulary prompt', async () => {
    const { heard, uploads } = await transcribe((i) => ({ text: ['Tell me about yourself.', 'Why this role?'][i] }));
    expect(uploads).toHaveLength(2);
    expect(uploads[0]).toMatchObject({ authorization: 'Bearer sk-test', model: 'whisper-1', prompt: 'Kubernetes, Acme', stream: false });
    const first = decodeWav(uploads[0].wav);
    expect(first).toMatchObject({ sampleRate: 16000, channels: 1 });
    // 800 ms of tone plus pre-roll and hangover.
    expect(pcmDurationMs(first.pcm.length)).toBeGreaterThan(800);
    expect(pcmDurationMs(first.pcm.length)).toBeLessThan(800 + 300 + 700 + 200);
    expect(heard.finals().map((e) => [e.utteranceId, e.text])).toEqual([
      ['u1', 'Tell me about yourself.'],
      ['u2', 'Why this role?'],
    ]);
  });

  it('keeps finals in speaking order when the first request answers last', async () => {
    const { heard } = await transcribe((i) => (i === 0 ? { text: 'first', delayMs: 300 } : { text: 'second' }));
    expect(heard.finals().map((e) => e.text)).toEqual(['first', 'second']);
  });

  it('turns streamed deltas into interim text before the final', async () => {
    const { heard, uploads } = await transcribe((i) => ({ text: i === 0 ? 'walk me through your design' : 'thanks' }), { stream: true });
    expect(uploads[0].stream).toBe(true);
    const firstUtterance = heard.events.filter((e) => e.utteranceId === 'u1');
    expect(firstUtterance.filter((e) => !e.speechFinal).map((e) => e.text)).toEqual(['walk', 'walk me', 'walk me through', 'walk me through your', 'walk me through your design']);
    expect(firstUtterance[firstUtterance.length - 1]).toMatchObject({ utteranceId: 'u1', text: 'walk me through your design', speechFinal: true });
  });

  it('retries once after a 429 and then succeeds', async () => {
    const { heard, uploads } = await transcribe((i) => (i === 0 ? { status: 429, retryAfterSeconds: 1 } : { text: `ok ${i}` }));
    expect(uploads).toHaveLength(3);
    expect(heard.errors).toEqual([]);
    expect(heard.finals().map((e) => e.utteranceId)).toEqual(['u1', 'u2']);
    expect(heard.finals().every((e) => e.text.startsWith('ok'))).toBe(true);
  });

  it('does not repeat an upload the server refused as malformed (400)', async () => {
    const { heard, uploads } = await transcribe(() => ({ status: 400 }));
    expect(uploads).toHaveLength(2);
    expect(heard.errors.map((e) => e.code)).toEqual(['stt_failed', 'stt_failed']);
  });

  it('reports a rejected key as transcription unavailable, naming the variables to check', async () => {
    const { heard } = await transcribe(() => ({ status: 401 }));
    expect(heard.finals()).toEqual([]);
    expect(heard.errors.map((e) => e.code)).toEqual(['stt_unavailable', 'stt_unavailable']);
    expect(heard.errors[0].detail).toMatch(/STT_OPENAI_API_KEY/);
    expect(heard.errors[0].message).not.toMatch(/sk-test/);
  });

  describe('in the interview language', () => {
    it('sends a chosen language as its ISO-639-1 code and reads the language whisper-1 names in verbose_json', async () => {
      const { heard, uploads } = await transcribe((i) => ({ text: ['Cuénteme sobre usted.', '¿Por qué este puesto?'][i], language: 'portuguese' }), { language: 'pt-BR' });
      expect(uploads.map((u) => [u.language, u.responseFormat])).toEqual([
        ['pt', 'verbose_json'],
        ['pt', 'verbose_json'],
      ]);
      expect(heard.finals().map((e) => e.language)).toEqual(['pt', 'pt']);
    });

    it('sends no language under Auto-detect and reports what the server heard, by name or by code', async () => {
      const { heard, uploads } = await transcribe((i) => ({ text: ['Erzählen Sie mir von sich.', 'Why this role?'][i], language: ['german', 'en'][i] }), { language: 'auto' });
      expect(uploads.map((u) => u.language)).toEqual([undefined, undefined]);
      expect(heard.finals().map((e) => [e.text, e.language])).toEqual([
        ['Erzählen Sie mir von sich.', 'de'],
        ['Why this role?', 'en'],
      ]);
    });

    it('leaves a language it does not list off the final', async () => {
      const { heard } = await transcribe(() => ({ text: 'Bon dia.', language: 'catalan' }), { language: 'auto' });
      expect(heard.finals().every((e) => e.language === undefined && e.text === 'Bon dia.')).toBe(true);
    });

    it('asks gpt-4o-transcribe models for json, the only format they take, and reports no language', async () => {
      const { heard, uploads } = await transcribe((i) => ({ text: ['请介绍一下你自己。', '为什么选择这个职位？'][i] }), { language: 'zh', model: 'gpt-4o-transcribe' });
      expect(uploads.map((u) => [u.model, u.language, u.responseFormat])).toEqual([
        ['gpt-4o-transcribe', 'zh', 'json'],
        ['gpt-4o-transcribe', 'zh', 'json'],
      ]);
      expect(heard.errors).toEqual([]);
      expect(heard.finals().map((e) => [e.text, e.language])).toEqual([
        ['请介绍一下你自己。', undefined],
        ['为什么选择这个职位？', undefined],
      ]);
    });
  });
});
