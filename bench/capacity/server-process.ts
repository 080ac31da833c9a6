// The ws-server of the capacity sweep, in a process of its own: createWsServer with the engines
// the environment chooses in production (engines.ts), here the Deepgram live adapter pointed at
// the fake Deepgram (DEEPGRAM_URL) and the OpenAI-compatible answer engine pointed at the fake
// model (LLM_BASE_URL). Only the stores are in memory (bench/ws-support.ts) and tokens are
// checked against the bench's own JWKS, so the figures are the server's, not a database's.
// Its logs (LOG_LEVEL info, as in production) go to the file the bench names.
//   forked by bench/ws-capacity-providers.ts
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseConfig } from '../../ws-server/config';
import { createEngines } from '../../ws-server/engines';
import { createWsServer } from '../../ws-server/server';
import { memoryStores } from '../ws-support';
import { serveBenchRequests } from './bench-child';
import { memoryAfterGc, startStatsWindow } from './process-stats';

export interface ServerProcessEnv {
  /** The bench's JWKS (SUPABASE_URL of the server). */
  authUrl: string;
  deepgramUrl: string;
  deepgramKey: string;
  modelBaseUrl: string;
  modelKey: string;
  model: string;
}

async function main(): Promise<void> {
  const e: ServerProcessEnv = JSON.parse(process.env.BENCH_SERVER ?? '{}');
  // Only what the bench must point somewhere; every limit and setting keeps its default.
  const { server: config, engines: engineConfig } = parseConfig({
    WS_PORT: '0',
    WS_HOST: '127.0.0.1',
    WS_ALLOWED_ORIGINS: '*',
    SUPABASE_URL: e.authUrl,
    DEEPGRAM_API_KEY: e.deepgramKey,
    DEEPGRAM_URL: e.deepgramUrl,
    LLM_BASE_URL: e.modelBaseUrl,
    LLM_API_KEY: e.modelKey,
    LLM_MODEL: e.model,
  });
  const engines = await createEngines(engineConfig);
  const stores = memoryStores();
  const server = await createWsServer({ config, ...engines, ...stores });
  const stats = startStatsWindow();
  // A CPU profile of one measuring window (not the start-up and the ramp), on request.
  const inspector = new Session();
  inspector.connect();
  serveBenchRequests(
    { url: server.url, transcription: engines.transcriptionName, answers: engines.answerEngineName },
    {
      stats: () => ({ ...stats.take(), sessions: server.sessionCount() }),
      memory: () => memoryAfterGc(),
      profileStart: async () => {
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.start');
      },
      profileStop: async (file: string) => {
        const { profile } = await inspector.post('Profiler.stop');
        fs.writeFileSync(file, JSON.stringify(profile));
      },
    },
    () => server.close(),
  );
}

void main();
