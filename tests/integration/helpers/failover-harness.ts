// Set-up for the recogniser failover suites: a ws-server whose cloud recogniser (the fake
// Deepgram or the fake OpenAI-compatible server) fails over to the real Moonshine, speech both
// can hear, and audio streamed at real time with its stream time counted in frames.
import { join } from 'node:path';
import type { RunningEmulator } from '../../../emulators/server';
import { splitFrames, FRAME_MS } from '../../../ws-server/audio/pcm';
import { parseConfig } from '../../../ws-server/config';
import { createEngines } from '../../../ws-server/engines';
import { createServerMetrics } from '../../../ws-server/metrics/server-metrics';
import type { RunningWsServer } from '../../../ws-server/server';
import { words } from '../../../bench/interview-replay/word-error-rate';
import { markWords } from '../../fixtures/engine/fake-deepgram';
import { speak } from '../../fixtures/engine/flite-speech';
import { startWsServer, type Msg, type TestClient } from './ws-harness';

const MODEL_DIR = join(process.cwd(), '.cache', 'moonshine', 'tiny');

/**
 * A ws-server on the environment given (the cloud recogniser's keys and URL, the failover's
 * settings) with Moonshine as the stand-in, its metrics in `server.metrics`. The breaker is
 * left wide open to failures unless the test sets STT_BREAKER_FAILURES.
 */
export async function startFailoverServer(em: RunningEmulator, env: Record<string, string>, now?: () => number): Promise<RunningWsServer> {
  const metrics = createServerMetrics({ defaultMetrics: false });
  const config = parseConfig({ NODE_ENV: 'test', MOONSHINE_MODEL_DIR: MODEL_DIR, STT_BREAKER_FAILURES: '1000', ...env });
  expect(config.engines.sttFallback?.offline.provider).toBe('moonshine');
  const engines = await createEngines(config.engines, { metrics, ...(now ? { now } : {}) });
  return startWsServer(em, { ...engines, metrics });
}

/** Sentences spoken by flite that the fake Deepgram hears as the same words in capitals. */
export class CloudScript {
  readonly vocabulary: string[] = [];

  sentence(text: string): { pcm: Buffer; cloudText: string } {
    const heard = words(text).map((w) => w.toUpperCase());
    const markers = heard.map((w) => this.vocabulary.push(w));
    return { pcm: markWords(speak(text), markers), cloudText: heard.join(' ') };
  }
}

/** Streams PCM at real time as a browser does, counting the frames sent: stream time is frames x 100 ms. */
export class RealTimeStream {
  sent = 0;

  constructor(private readonly client: TestClient) {}

  async play(pcm: Buffer): Promise<void> {
    const started = Date.now();
    for (const [i, frame] of splitFrames(pcm).entries()) {
      this.client.ws.send(frame);
      this.sent++;
      await new Promise((r) => setTimeout(r, Math.max(0, started + (i + 1) * FRAME_MS - Date.now())));
    }
  }

  /** The stream time (frames sent) at which the first matching message arrives. */
  sentWhen(test: (m: Msg) => boolean, timeoutMs = 30_000): Promise<number> {
    return this.client.next(test, timeoutMs).then(() => this.sent);
  }
}

export const isNotice = (code: string) => (m: Msg) => m.type === 'notice' && m.code === code;
/** Final transcripts with words, in the order they came. */
export const spokenFinals = (client: TestClient) => client.messages.filter((m) => m.type === 'transcript' && m.speech_final === true && String(m.transcription).trim() !== '');
/** Offline utterances carry the failover's prefix for the recogniser that stood in ("f2-u1"). */
export const isOffline = (m: Msg) => /^f\d+-/.test(String(m.id));
