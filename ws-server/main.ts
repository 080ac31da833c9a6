// npm run ws-server: the interview sidecar on WS_PORT (8787), paths /tab, /mic and /both.
// SIGTERM / SIGINT drain it: readiness false and no new sockets, every session told to move
// (server_draining, 1012) once it has ended here, exit when the sockets are gone or after
// WS_DRAIN_TIMEOUT_MS. A crash closes at once (1001).
import path from 'node:path';
import { toError } from '../lib/errors/to-error';
import { writeLog } from '../lib/logging/write-log';
import { loadDotEnv } from '../lib/server/load-dot-env';
import { parseConfig } from './config';
import { createEngines } from './engines';
import { createServerMetrics } from './metrics/server-metrics';
import { createWsServer, type RunningWsServer } from './server';
import { locatePocketsphinx } from './stt/pocketsphinx/install-check';
import { TranscriberError } from './stt/transcriber';

async function main(): Promise<void> {
  loadDotEnv(path.resolve(__dirname, '..'));
  const { server: config, engines: engineConfig } = parseConfig();
  // One registry for the server: the engines report the cloud recogniser's breaker and failovers to it.
  const metrics = createServerMetrics();
  const engines = await createEngines(engineConfig, { metrics });
  if (engineConfig.stt.provider === 'offline') {
    if (engineConfig.stt.moonshineMissing) {
      writeLog('warn', 'moonshine_model_missing', {
        detail: `No Moonshine model in ${engineConfig.stt.moonshineMissing}: speech is recognised by pocketsphinx, which mishears more. Run npm run moonshine:fetch and restart.`,
      });
    }
    try {
      locatePocketsphinx(engineConfig.stt.binary, engineConfig.stt.modelDir);
    } catch (error) {
      // Sessions still run (answers on Space work) and each reports stt_unavailable.
      writeLog('error', 'pocketsphinx_missing', { detail: error instanceof TranscriberError ? error.detail : toError(error).message });
    }
  }
  // The engines carry transcriptionLanguages: ready, the unsupported-language notice and GET /capabilities read it.
  const server = await createWsServer({ config, ...engines, metrics });
  writeLog('info', 'ws_server_started', {
    url: server.url,
    transcription: engines.transcriptionName,
    transcription_languages: engines.transcriptionLanguages === 'all' ? 'all' : engines.transcriptionLanguages.join(','),
    recogniser: engineConfig.stt.provider === 'offline' ? 'pocketsphinx' : engineConfig.stt.provider,
    stt_fallback: engineConfig.sttFallback ? (engineConfig.sttFallback.offline.provider === 'offline' ? 'pocketsphinx' : 'moonshine') : 'none',
    answers: engines.answerEngineName,
    metering_interval_ms: config.meteringIntervalMs,
  });
  installShutdown(server, config.drainTimeoutMs);
}

/** After the drain's own timeout, closing what is left (its metering, its history) gets this long. */
const CLOSE_GRACE_MS = 15_000;

function installShutdown(server: RunningWsServer, drainTimeoutMs: number): void {
  let stopping = false;
  const stop = (signal: string, code: number, how: () => Promise<unknown>, graceMs: number) => {
    if (stopping) return;
    stopping = true;
    writeLog('info', 'ws_server_stopping', { signal, sessions: server.sessionCount() });
    const force = setTimeout(() => process.exit(code || 1), graceMs);
    force.unref();
    how().then(
      () => process.exit(code),
      (error: unknown) => {
        writeLog('error', 'ws_server_stop_failed', { error: toError(error).message });
        process.exit(1);
      },
    );
  };
  const drain = (signal: string) => stop(signal, 0, () => server.drain(drainTimeoutMs), drainTimeoutMs + CLOSE_GRACE_MS);
  process.on('SIGTERM', () => drain('SIGTERM'));
  process.on('SIGINT', () => drain('SIGINT'));
  // A stray rejection in one session must not take every other session down with it.
  process.on('unhandledRejection', (reason) => writeLog('error', 'unhandled_rejection', { error: reason instanceof Error ? `${reason.name}: ${reason.message}` : typeof reason }));
  process.on('uncaughtException', (error) => {
    writeLog('error', 'uncaught_exception', { error: `${error.name}: ${error.message}`, stack: error.stack?.split('\n').slice(0, 4).join(' | ') });
    stop('uncaughtException', 1, () => server.close(), CLOSE_GRACE_MS);
  });
}

main().catch((error: unknown) => {
  // Start-up failures are configuration problems: the message names the variable to fix.
  process.stderr.write(`ws-server failed to start: ${toError(error).message}\n`);
  process.exit(1);
});
