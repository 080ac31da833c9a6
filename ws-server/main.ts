// npm run ws-server: the interview sidecar on WS_PORT (8787), paths /tab and /mic.
// SIGTERM / SIGINT: stop accepting, close every session with 1001, finish metering, exit.
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
  installShutdown(server);
}

function installShutdown(server: RunningWsServer): void {
  let stopping = false;
  const stop = (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    writeLog('info', 'ws_server_stopping', { signal, sessions: server.sessionCount() });
    const force = setTimeout(() => process.exit(code || 1), 15_000);
    force.unref();
    server.close().then(
      () => process.exit(code),
      (error: unknown) => {
        writeLog('error', 'ws_server_stop_failed', { error: toError(error).message });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // A stray rejection in one session must not take every other session down with it.
  process.on('unhandledRejection', (reason) => writeLog('error', 'unhandled_rejection', { error: reason instanceof Error ? `${reason.name}: ${reason.message}` : typeof reason }));
  process.on('uncaughtException', (error) => {
    writeLog('error', 'uncaught_exception', { error: `${error.name}: ${error.message}`, stack: error.stack?.split('\n').slice(0, 4).join(' | ') });
    stop('uncaughtException', 1);
  });
}

main().catch((error: unknown) => {
  // Start-up failures are configuration problems: the message names the variable to fix.
  process.stderr.write(`ws-server failed to start: ${toError(error).message}\n`);
  process.exit(1);
});
