import { loadWsServerConfig } from '@/ws-server/config';

describe('ws-server configuration', () => {
  it('runs on the embedded offline engines when nothing is configured', () => {
    const config = loadWsServerConfig({});
    expect(config.stt).toEqual({ provider: 'offline', binary: 'pocketsphinx_continuous', modelDir: '/usr/share/pocketsphinx/model/en-us', interimEveryMs: 1500 });
    expect(config.answers).toEqual({ provider: 'offline' });
    expect(config).toMatchObject({ port: 8787, meteringIntervalMs: 60_000, allowedOrigins: ['http://localhost:3000'] });
  });

  it('switches to Deepgram with a key, with endpointing from the environment', () => {
    const config = loadWsServerConfig({ DEEPGRAM_API_KEY: 'dg', DEEPGRAM_ENDPOINTING_MS: '450' });
    expect(config.stt).toMatchObject({ provider: 'deepgram', apiKey: 'dg', model: 'nova-3', endpointingMs: 450, utteranceEndMs: 1000, url: 'wss://api.deepgram.com/v1/listen' });
  });

  it('uses an OpenAI-compatible transcription server and chat endpoint from their base URLs', () => {
    const config = loadWsServerConfig({ STT_OPENAI_BASE_URL: 'http://localhost:8080/v1', LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.2', STT_OPENAI_STREAM: 'true' });
    expect(config.stt).toMatchObject({ provider: 'openai', baseUrl: 'http://localhost:8080/v1', model: 'whisper-1', stream: true });
    expect(config.answers).toMatchObject({ provider: 'openai-compatible', baseUrl: 'http://localhost:11434/v1', model: 'llama3.2', targetWords: 150 });
  });

  it('prefers Anthropic when its key is set, and an explicit provider wins', () => {
    expect(loadWsServerConfig({ ANTHROPIC_API_KEY: 'sk-ant' }).answers).toMatchObject({ provider: 'anthropic', apiKey: 'sk-ant' });
    expect(loadWsServerConfig({ ANTHROPIC_API_KEY: 'sk-ant', LLM_PROVIDER: 'offline', DEEPGRAM_API_KEY: 'dg', STT_PROVIDER: 'offline' })).toMatchObject({ answers: { provider: 'offline' }, stt: { provider: 'offline' } });
  });

  it('names the variable to fix, and treats blank values as unset', () => {
    expect(() => loadWsServerConfig({ STT_PROVIDER: 'deepgram' })).toThrow(/DEEPGRAM_API_KEY: required when STT_PROVIDER=deepgram/);
    expect(() => loadWsServerConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/LLM_MODEL/);
    expect(() => loadWsServerConfig({ METERING_INTERVAL_MS: '-5' })).toThrow(/METERING_INTERVAL_MS/);
    expect(loadWsServerConfig({ DEEPGRAM_API_KEY: '  ' }).stt.provider).toBe('offline');
  });

  it('reads a short metering interval and the allowed origins', () => {
    const config = loadWsServerConfig({ METERING_INTERVAL_MS: '500', WS_ALLOWED_ORIGINS: 'https://cuecard.example, http://localhost:3000' });
    expect(config.meteringIntervalMs).toBe(500);
    expect(config.allowedOrigins).toEqual(['https://cuecard.example', 'http://localhost:3000']);
  });
});
