// A local stand-in for Deepgram's live /v1/listen that "recognises" a script perfectly and
// answers the way Deepgram does, paced by the audio it receives (stream time = bytes / 32):
// interim Results about every half second while words come in, is_final pieces during long
// stretches of speech, is_final + speech_final once a word is followed by `endpointing` ms of
// silence, and UtteranceEnd after `utterance_end_ms` without words. The words and their times
// come from the script's timeline, so what is measured is the adapter and the server, not a
// recogniser.
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { isRecord } from '../../lib/is-record';
import { listeningPort } from '../../lib/server/listening-port';
import type { TimedSentence } from './render-script';

const INTERIM_EVERY_MS = 500;
const FINALIZE_AFTER_MS = 5000;

export interface FakeDeepgramReplay {
  url: string;
  close(): Promise<void>;
}

export async function startFakeDeepgramReplay(sentences: TimedSentence[]): Promise<FakeDeepgramReplay> {
  const words = sentences.flatMap((s) => s.words);
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws, req) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    serve(ws, words, Number(query.get('endpointing') ?? 10), Number(query.get('utterance_end_ms') ?? 1000));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `ws://127.0.0.1:${listeningPort(server)}/v1/listen`,
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}

function serve(ws: WebSocket, words: TimedSentence['words'], endpointingMs: number, utteranceEndMs: number): void {
  let bytes = 0;
  let from = 0; // first word not finalised yet
  let heard = 0; // words whose end has been streamed
  let shownHeard = 0;
  let lastInterimMs = 0;
  let lastFinalEndMs: number | undefined;

  const results = (to: number, nowMs: number, isFinal: boolean, speechFinal: boolean) => {
    const start = words[from]?.startMs ?? nowMs;
    const transcript = words
      .slice(from, to)
      .map((w) => w.word)
      .join(' ');
    ws.send(
      JSON.stringify({
        type: 'Results',
        start: start / 1000,
        duration: Math.max(0, nowMs - start) / 1000,
        is_final: isFinal,
        speech_final: speechFinal,
        channel: { alternatives: [{ transcript, confidence: 0.98 }] },
      }),
    );
  };

  const advance = (nowMs: number) => {
    while (heard < words.length && words[heard].endMs <= nowMs) heard++;
    const nextStarted = heard < words.length && words[heard].startMs <= nowMs;
    if (heard > from) {
      const silence = nowMs - words[heard - 1].endMs;
      if (!nextStarted && silence >= endpointingMs) {
        results(heard, nowMs, true, true);
        lastFinalEndMs = words[heard - 1].endMs;
        from = heard;
        return;
      }
      if (nowMs - words[from].startMs >= FINALIZE_AFTER_MS) {
        results(heard, nowMs, true, false);
        from = heard;
        return;
      }
      if (heard !== shownHeard && nowMs - lastInterimMs >= INTERIM_EVERY_MS) {
        results(heard, nowMs, false, false);
        shownHeard = heard;
        lastInterimMs = nowMs;
      }
    }
    if (lastFinalEndMs !== undefined && heard === from && !nextStarted && nowMs - lastFinalEndMs >= utteranceEndMs) {
      ws.send(JSON.stringify({ type: 'UtteranceEnd', channel: [0, 1], last_word_end: lastFinalEndMs / 1000 }));
      lastFinalEndMs = undefined;
    }
  };

  ws.on('message', (data, isBinary) => {
    if (isBinary) {
      bytes += Array.isArray(data) ? data.reduce((n, part) => n + part.length, 0) : data.byteLength;
      return advance(bytes / 32);
    }
    const message: unknown = JSON.parse(String(data));
    if (isRecord(message) && message.type === 'CloseStream') {
      const nowMs = bytes / 32;
      if (heard > from) results(heard, nowMs, true, true);
      ws.close(1000);
    }
  });
}
