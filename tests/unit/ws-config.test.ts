import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '@/ws-server/config';

describe('ws-server configuration', () => {
  const moonshineDir = mkdtempSync(join(tmpdir(), 'cuecard-moonshine-'));
  const noMoonshine = join(moonshineDir, 'not-fetched');
  beforeAll(() => {
    for (const file of ['encoder_model.onnx', 'decoder_model_merged.onnx']) writeFileSync(join(moonshineDir, file), '');
  });
  afterAll(() => rmSync(moonshineDir, { recursive: true, force: true }));

  it('runs on the embedded offline engines when nothing is configured: Moonshine, with its model fetched', () => {
    const { engines, server } = parseConfig({ MOONSHINE_MODEL_DIR: moonshineDir });
    expect(engines.stt).toEqual({ provider: 'moonshine', model: 'tiny', modelDir: moonshineDir, finalsModelDir: moonshineDir, keytermBonus: 4, beamWidth: 4, noiseReduction: true, speechCheck: 'silero', interimEveryMs: 1500, hangoverMs: 500, unfinishedHangoverMs: 1300, pauseMs: 150, maxConcurrency: expect.any(Number) });
    expect(engines.answers).toEqual({ provider: 'offline' });
    expect(server).toMatchObject({ port: 8787, host: '0.0.0.0', meteringIntervalMs: 60_000, allowedOrigins: new Set(['http://localhost:3000']), anyOrigin: false });
  });

  it("keeps each Moonshine size in its own folder, and refuses a size it does not know", () => {
    const base = parseConfig({ STT_PROVIDER: 'moonshine', MOONSHINE_MODEL: 'base' }).engines.stt;
    expect(base).toMatchObject({ provider: 'moonshine', model: 'base', modelDir: join(process.cwd(), '.cache', 'moonshine', 'base') });
    expect(parseConfig({ STT_PROVIDER: 'moonshine' }).engines.stt).toMatchObject({ model: 'tiny', modelDir: join(process.cwd(), '.cache', 'moonshine', 'tiny') });
    expect(parseConfig({ STT_PROVIDER: 'moonshine', MOONSHINE_MODEL: 'base', MOONSHINE_MODEL_DIR: moonshineDir }).engines.stt).toMatchObject({ model: 'base', modelDir: moonshineDir });
    expect(() => parseConfig({ MOONSHINE_MODEL: 'large' })).toThrow(/MOONSHINE_MODEL/);
    // Finals may read with the other size, from that size's own folder; the same size names no second folder.
    const cache = join(process.cwd(), '.cache', 'moonshine');
    expect(parseConfig({ STT_PROVIDER: 'moonshine', MOONSHINE_FINALS_MODEL: 'base' }).engines.stt).toMatchObject({ model: 'tiny', modelDir: join(cache, 'tiny'), finalsModelDir: join(cache, 'base') });
    expect(parseConfig({ STT_PROVIDER: 'moonshine', MOONSHINE_FINALS_MODEL: 'tiny' }).engines.stt).toMatchObject({ modelDir: join(cache, 'tiny'), finalsModelDir: join(cache, 'tiny') });
    expect(() => parseConfig({ MOONSHINE_FINALS_MODEL: 'large' })).toThrow(/MOONSHINE_FINALS_MODEL/);
  });

  it("falls back to pocketsphinx while Moonshine's model is not fetched, and says so", () => {
    expect(parseConfig({ MOONSHINE_MODEL_DIR: noMoonshine }).engines.stt).toMatchObject({
      provider: 'offline',
      moonshineMissing: noMoonshine,
      binary: 'pocketsphinx_continuous',
      modelDir: '/usr/share/pocketsphinx/model/en-us',
      interimEveryMs: 1500,
      pauseMs: 150,
      noiseReduction: false,
    });
    // Named, pocketsphinx is no fallback, whatever is fetched.
    const named = parseConfig({ STT_PROVIDER: 'offline', MOONSHINE_MODEL_DIR: moonshineDir }).engines.stt;
    expect(named).toMatchObject({ provider: 'offline' });
    expect(named).not.toHaveProperty('moonshineMissing');
  });

  it('reduces noise by default for Moonshine and on request for pocketsphinx, and either way as told', () => {
    expect(parseConfig({ STT_PROVIDER: 'offline', STT_OFFLINE_NOISE_REDUCTION: 'true' }).engines.stt).toMatchObject({ provider: 'offline', noiseReduction: true });
    expect(parseConfig({ STT_PROVIDER: 'moonshine', STT_OFFLINE_NOISE_REDUCTION: 'false' }).engines.stt).toMatchObject({ provider: 'moonshine', noiseReduction: false });
    expect(parseConfig({ STT_PROVIDER: 'moonshine' }).engines.stt).toMatchObject({ provider: 'moonshine', noiseReduction: true });
  });

  it("asks Silero VAD's second opinion on Moonshine's utterances unless told off, and refuses any other value", () => {
    expect(parseConfig({ STT_PROVIDER: 'moonshine' }).engines.stt).toMatchObject({ speechCheck: 'silero' });
    expect(parseConfig({ STT_PROVIDER: 'moonshine', STT_OFFLINE_SPEECH_CHECK: 'off' }).engines.stt).toMatchObject({ speechCheck: 'off' });
    expect(() => parseConfig({ STT_PROVIDER: 'moonshine', STT_OFFLINE_SPEECH_CHECK: 'webrtc' })).toThrow(/STT_OFFLINE_SPEECH_CHECK/);
  });

  it("reads Moonshine's beam width, with bounds", () => {
    expect(parseConfig({ STT_PROVIDER: 'moonshine', MOONSHINE_BEAM_WIDTH: '1' }).engines.stt).toMatchObject({ beamWidth: 1 });
    expect(() => parseConfig({ MOONSHINE_BEAM_WIDTH: '0' })).toThrow(/MOONSHINE_BEAM_WIDTH/);
    expect(() => parseConfig({ MOONSHINE_BEAM_WIDTH: '9' })).toThrow(/MOONSHINE_BEAM_WIDTH/);
  });

  it('reads the offline recogniser timing, with bounds', () => {
    expect(parseConfig({}).engines.stt).toMatchObject({ hangoverMs: 500, pauseMs: 150 });
    expect(parseConfig({ STT_OFFLINE_HANGOVER_MS: '700', STT_OFFLINE_PAUSE_MS: '250' }).engines.stt).toMatchObject({ hangoverMs: 700, pauseMs: 250 });
    expect(() => parseConfig({ STT_OFFLINE_HANGOVER_MS: '20' })).toThrow(/STT_OFFLINE_HANGOVER_MS/);
  });

  it('holds pauses that sound unfinished for Moonshine, 1300 ms unless set (0: off)', () => {
    expect(parseConfig({ STT_PROVIDER: 'moonshine' }).engines.stt).toMatchObject({ unfinishedHangoverMs: 1300 });
    expect(parseConfig({ STT_PROVIDER: 'moonshine', STT_OFFLINE_UNFINISHED_HANGOVER_MS: '0' }).engines.stt).toMatchObject({ unfinishedHangoverMs: 0 });
    expect(() => parseConfig({ STT_PROVIDER: 'moonshine', STT_OFFLINE_UNFINISHED_HANGOVER_MS: '9000' })).toThrow(/STT_OFFLINE_UNFINISHED_HANGOVER_MS/);
  });

  it('switches to Deepgram with a key, with endpointing from the environment', () => {
    const { engines } = parseConfig({ DEEPGRAM_API_KEY: 'dg', DEEPGRAM_ENDPOINTING_MS: '450' });
    expect(engines.stt).toMatchObject({ provider: 'deepgram', apiKey: 'dg', model: 'nova-3', endpointingMs: 450, utteranceEndMs: 1000, url: 'wss://api.deepgram.com/v1/listen' });
  });

  it('asks Deepgram who spoke (diarization) unless DEEPGRAM_DIARIZE is false', () => {
    expect(parseConfig({ DEEPGRAM_API_KEY: 'dg' }).engines.stt).toMatchObject({ provider: 'deepgram', diarize: true });
    expect(parseConfig({ DEEPGRAM_API_KEY: 'dg', DEEPGRAM_DIARIZE: 'false' }).engines.stt).toMatchObject({ provider: 'deepgram', diarize: false });
    expect(() => parseConfig({ DEEPGRAM_API_KEY: 'dg', DEEPGRAM_DIARIZE: 'maybe' })).toThrow(/DEEPGRAM_DIARIZE/);
  });

  it('uses an OpenAI-compatible transcription server and chat endpoint from their base URLs', () => {
    const { engines } = parseConfig({ STT_OPENAI_BASE_URL: 'http://localhost:8080/v1', LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.2', STT_OPENAI_STREAM: 'true' });
    expect(engines.stt).toMatchObject({ provider: 'openai', baseUrl: 'http://localhost:8080/v1', model: 'whisper-1', stream: true });
    expect(engines.answers).toMatchObject({ provider: 'openai-compatible', baseUrl: 'http://localhost:11434/v1', model: 'llama3.2', targetWords: 150 });
  });

  it('gives a model answer a fallback deadline, a breaker and stream bounds, 2.5 s, 3 failures and 30 s, 64 KiB and 24,000 characters unless set', () => {
    const defaults = parseConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.2' });
    expect(defaults.server).toMatchObject({ answerFallbackMs: 2_500, answerBreakerFailures: 3, answerBreakerCoolDownMs: 30_000, answerTimeoutMs: 30_000 });
    expect(defaults.engines.answers).toMatchObject({ maxEventChars: 65_536, maxAnswerChars: 24_000 });
    const set = parseConfig({ ANTHROPIC_API_KEY: 'sk-ant', WS_ANSWER_FALLBACK_MS: '1000', WS_ANSWER_BREAKER_FAILURES: '5', WS_ANSWER_BREAKER_COOL_DOWN_MS: '60000', LLM_STREAM_MAX_EVENT_CHARS: '4096', LLM_STREAM_MAX_ANSWER_CHARS: '8000' });
    expect(set.server).toMatchObject({ answerFallbackMs: 1_000, answerBreakerFailures: 5, answerBreakerCoolDownMs: 60_000 });
    expect(set.engines.answers).toMatchObject({ maxEventChars: 4_096, maxAnswerChars: 8_000 });
    expect(() => parseConfig({ LLM_STREAM_MAX_EVENT_CHARS: '100' })).toThrow(/LLM_STREAM_MAX_EVENT_CHARS/);
    expect(() => parseConfig({ WS_ANSWER_FALLBACK_MS: '5' })).toThrow(/WS_ANSWER_FALLBACK_MS/);
  });

  it('prefers Anthropic when its key is set, and an explicit provider wins', () => {
    expect(parseConfig({ ANTHROPIC_API_KEY: 'sk-ant' }).engines.answers).toMatchObject({ provider: 'anthropic', apiKey: 'sk-ant' });
    expect(parseConfig({ ANTHROPIC_API_KEY: 'sk-ant', LLM_PROVIDER: 'offline', DEEPGRAM_API_KEY: 'dg', STT_PROVIDER: 'offline' }).engines).toMatchObject({ answers: { provider: 'offline' }, stt: { provider: 'offline' } });
  });

  it('names the variable to fix, and treats blank values as unset', () => {
    expect(() => parseConfig({ STT_PROVIDER: 'deepgram' })).toThrow(/DEEPGRAM_API_KEY: required when STT_PROVIDER=deepgram/);
    expect(() => parseConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/LLM_MODEL/);
    expect(() => parseConfig({ METERING_INTERVAL_MS: '-5' })).toThrow(/METERING_INTERVAL_MS/);
    expect(() => parseConfig({ WS_HEARTBEAT_MS: '5' })).toThrow(/WS_HEARTBEAT_MS/);
    expect(parseConfig({ DEEPGRAM_API_KEY: '  ', MOONSHINE_MODEL_DIR: noMoonshine }).engines.stt.provider).toBe('offline');
  });

  it('reads a short metering interval and the allowed origins, without trailing slashes, and * for any', () => {
    const { server } = parseConfig({ METERING_INTERVAL_MS: '500', WS_ALLOWED_ORIGINS: 'https://cuecard.example/, http://localhost:3000' });
    expect(server.meteringIntervalMs).toBe(500);
    expect(server.allowedOrigins).toEqual(new Set(['https://cuecard.example', 'http://localhost:3000']));
    expect(parseConfig({ WS_ALLOWED_ORIGINS: '*' }).server).toMatchObject({ anyOrigin: true, allowedOrigins: new Set() });
  });

  it("takes the app's names for the Supabase project when the ws-server's own are unset", () => {
    const { server } = parseConfig({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_SERVICE_ROLE_KEY: 'a-service-role-key-of-some-length' });
    expect(server).toMatchObject({ supabaseUrl: 'https://abc.supabase.co', supabaseSecretKey: 'a-service-role-key-of-some-length' });
  });

  it('beats every second and takes a process silent for 3 s for dead, waiting up to 4 s for a held session, and refuses a death sooner than two beats', () => {
    expect(parseConfig({}).server).toMatchObject({ serverBeatMs: 1_000, serverDeadAfterMs: 3_000, resumeHeldWaitMs: 4_000 });
    expect(parseConfig({ WS_SERVER_BEAT_MS: '500', WS_SERVER_DEAD_AFTER_MS: '1000', WS_RESUME_HELD_WAIT_MS: '0' }).server).toMatchObject({ serverBeatMs: 500, serverDeadAfterMs: 1_000, resumeHeldWaitMs: 0 });
    expect(() => parseConfig({ WS_SERVER_BEAT_MS: '2000', WS_SERVER_DEAD_AFTER_MS: '3000' })).toThrow(/WS_SERVER_DEAD_AFTER_MS: must be at least twice WS_SERVER_BEAT_MS/);
  });

  it('drains for WS_DRAIN_TIMEOUT_MS, 30 s unless set, and refuses a value that is not a duration', () => {
    expect(parseConfig({}).server.drainTimeoutMs).toBe(30_000);
    expect(parseConfig({ WS_DRAIN_TIMEOUT_MS: '5000' }).server.drainTimeoutMs).toBe(5_000);
    expect(() => parseConfig({ WS_DRAIN_TIMEOUT_MS: 'soon' })).toThrow(/WS_DRAIN_TIMEOUT_MS/);
  });
});
