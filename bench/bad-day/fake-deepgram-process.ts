// The bad-day bench's fake Deepgram, a process of its own: Deepgram's live /v1/listen (token
// auth, KeepAlive, CloseStream) answering from the frames' marks (marked-speech-results.ts),
// and a fault the orchestrator switches on and off: `refuse` drops every open connection
// (close 1011) and answers every new handshake 503, as a provider that is down does.
//   forked by bench/bad-day/main.ts
import http from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { isRecord } from '../../lib/is-record';
import { listeningPort } from '../../lib/server/listening-port';
import { serveBenchRequests } from '../capacity/bench-child';
import { FAKE_DEEPGRAM_KEY } from '../capacity/fake-providers';
import { startStatsWindow } from '../capacity/process-stats';
import { MarkedSpeechResults } from './marked-speech-results';
import { ignoreClientResets } from '../../lib/server/upgraded-socket';

export type DeepgramFault = 'none' | 'refuse';

async function main(): Promise<void> {
  const frameCounts: number[] = JSON.parse(process.env.BENCH_FRAME_COUNTS ?? '[]');
  let fault: DeepgramFault = 'none';
  let counts = { connections: 0, open: 0, refused: 0, frames: 0 };
  const stats = startStatsWindow();
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  server.on('upgrade', (req, socket, head) => {
    ignoreClientResets(socket);
    const url = new URL(req.url ?? '/', 'http://fake');
    if (fault === 'refuse') {
      counts.refused++;
      return void socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n');
    }
    if (url.pathname !== '/v1/listen' || req.headers.authorization !== `Token ${FAKE_DEEPGRAM_KEY}`) {
      counts.refused++;
      return void socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
    }
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws, new MarkedSpeechResults(frameCounts, Number(url.searchParams.get('endpointing') ?? 10), Number(url.searchParams.get('utterance_end_ms') ?? 1000))));
  });

  function serve(ws: WebSocket, results: MarkedSpeechResults): void {
    counts.connections++;
    counts.open++;
    const send = (messages: Record<string, unknown>[]) => {
      for (const m of messages) ws.send(JSON.stringify(m));
    };
    ws.on('close', () => counts.open--);
    ws.on('error', () => undefined);
    ws.on('message', (data: RawData, isBinary) => {
      if (isBinary) {
        counts.frames++;
        return send(results.frame(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer)));
      }
      const message: unknown = JSON.parse(String(data));
      if (isRecord(message) && message.type === 'CloseStream') {
        send(results.close());
        ws.close(1000);
      }
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  serveBenchRequests(
    { url: `ws://127.0.0.1:${listeningPort(server)}/v1/listen` },
    {
      fault: (next: DeepgramFault) => {
        fault = next;
        if (fault === 'refuse') for (const ws of wss.clients) ws.close(1011, 'NET-0001');
        return fault;
      },
      stats: () => {
        const out = { ...stats.take(), ...counts };
        counts = { connections: 0, open: counts.open, refused: 0, frames: 0 };
        return out;
      },
    },
  );
}

void main();
