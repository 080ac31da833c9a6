// The fake Deepgram of the capacity bench, a process of its own so that it does not share the
// ws-server's event loop: a WebSocket server on /v1/listen that checks the adapter's
// `Authorization: Token …` header and the query it sends, answers every connection as
// DeepgramLiveResults says, honours KeepAlive and CloseStream, and notes the moment it sent
// each question's speech_final (the start of "end of question → first answer chunk").
//   forked by bench/ws-capacity-providers.ts and bench/ws-capacity-across.ts
import http from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { isRecord } from '../../lib/is-record';
import { listeningPort } from '../../lib/server/listening-port';
import { serveBenchRequests } from './bench-child';
import { DeepgramLiveResults } from './deepgram-live-results';
import { FAKE_DEEPGRAM_KEY, type SpeechFinalSent } from './fake-providers';
import { questionsOfSession } from './interview-questions';
import { epochMs } from './open-session';
import { startStatsWindow } from './process-stats';
import { ignoreClientResets } from '../../lib/server/upgraded-socket';

async function main(): Promise<void> {
  const minGapMs = Number(process.env.BENCH_QUESTION_MIN_S ?? 20) * 1000;
  const maxGapMs = Number(process.env.BENCH_QUESTION_MAX_S ?? 40) * 1000;
  let tag = 1000;
  let sent: SpeechFinalSent[] = [];
  // Per measuring window, but `open`, which is how many connections are open now.
  let counts = { connections: 0, open: 0, refused: 0, frames: 0, messages: 0 };
  const stats = startStatsWindow();

  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  server.on('upgrade', (req, socket, head) => {
    ignoreClientResets(socket);
    const url = new URL(req.url ?? '/', 'http://fake');
    const ok = url.pathname === '/v1/listen' && req.headers.authorization === `Token ${FAKE_DEEPGRAM_KEY}` && url.searchParams.get('encoding') === 'linear16' && url.searchParams.get('sample_rate') === '16000';
    if (!ok) {
      counts.refused++;
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const plan = { firstAtMs: 5_000 + Math.random() * (maxGapMs - 5_000), minGapMs, maxGapMs };
      const results = new DeepgramLiveResults(questionsOfSession(plan, () => tag++), Number(url.searchParams.get('endpointing') ?? 10), Number(url.searchParams.get('utterance_end_ms') ?? 1000));
      serve(ws, results);
    });
  });

  function serve(ws: WebSocket, results: DeepgramLiveResults): void {
    counts.connections++;
    counts.open++;
    let bytes = 0;
    const send = (events: ReturnType<DeepgramLiveResults['advance']>) => {
      for (const e of events) {
        ws.send(JSON.stringify(e.message));
        counts.messages++;
        if (e.speechFinalOf !== undefined) sent.push({ tag: e.speechFinalOf, at: epochMs() });
      }
    };
    ws.on('close', () => counts.open--);
    ws.on('error', () => undefined);
    ws.on('message', (data: RawData, isBinary) => {
      if (isBinary) {
        counts.frames++;
        bytes += Array.isArray(data) ? data.reduce((n, part) => n + part.length, 0) : data.byteLength;
        return send(results.advance(bytes / 32));
      }
      const message: unknown = JSON.parse(String(data));
      if (isRecord(message) && message.type === 'CloseStream') {
        send(results.close(bytes / 32));
        ws.close(1000);
      }
      // KeepAlive: nothing to do but stay open.
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  serveBenchRequests(
    { url: `ws://127.0.0.1:${listeningPort(server)}/v1/listen` },
    {
      /** The speech_finals sent since the last call. */
      drain: () => {
        const out = sent;
        sent = [];
        return out;
      },
      stats: () => {
        const out = { ...stats.take(), ...counts };
        counts = { connections: 0, open: counts.open, refused: 0, frames: 0, messages: 0 };
        return out;
      },
    },
  );
}

void main();
