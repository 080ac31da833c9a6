// A local stand-in for Deepgram's live /v1/listen that "recognises" a script perfectly and
// answers the way Deepgram does, paced by the audio it receives (stream time = bytes / 32):
// interim Results about every half second while words come in, is_final pieces during long
// stretches of speech, is_final + speech_final once a word is followed by `endpointing` ms of
// silence, and UtteranceEnd after `utterance_end_ms` without words. The words and their times
// come from the script's timeline, so what is measured is the adapter and the server, not a
// recogniser. Each word carries its times and, when the query asks for diarize=true, its speaker
// as Deepgram numbers a stream's voices (0, 1 … by first appearance): the sentence's flite voice.
// A live diarizer is not perfect: with `speakerNoise` (BENCH_SPEAKER_NOISE, a share of words) a
// word is given to another voice (a voice of its own in a one-voice script), from a seeded draw.
import http from 'node:http';
import { seededRandom } from '../../lib/random/seeded-random';
import { WebSocketServer, type WebSocket } from 'ws';
import { isRecord } from '../../lib/is-record';
import { listeningPort } from '../../lib/server/listening-port';
import { deepgramResults, streamSpeakers } from '../../tests/fixtures/engine/deepgram-results';
import type { TimedSentence } from './render-script';

type TimedWord = TimedSentence['words'][number] & { voice: string };

const INTERIM_EVERY_MS = 500;
const FINALIZE_AFTER_MS = 5000;

export interface FakeDeepgramReplay {
  url: string;
  close(): Promise<void>;
}

export async function startFakeDeepgramReplay(sentences: TimedSentence[], speakerNoise = 0): Promise<FakeDeepgramReplay> {
  const words = misheardVoices(
    sentences.flatMap((s) => s.words.map((w) => ({ ...w, voice: s.voice }))),
    speakerNoise,
  );
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws, req) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    serve(ws, words, Number(query.get('endpointing') ?? 10), Number(query.get('utterance_end_ms') ?? 1000), query.get('diarize') === 'true');
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

function serve(ws: WebSocket, words: TimedWord[], endpointingMs: number, utteranceEndMs: number, diarize: boolean): void {
  const speakerOf = streamSpeakers();
  const voices: string[] = [];
  const voiceNumber = (voice: string) => (voices.includes(voice) ? voices.indexOf(voice) : voices.push(voice) - 1);
  let bytes = 0;
  let from = 0; // first word not finalised yet
  let heard = 0; // words whose end has been streamed
  let shownHeard = 0;
  let lastInterimMs = 0;
  let lastFinalEndMs: number | undefined;

  const results = (to: number, nowMs: number, isFinal: boolean, speechFinal: boolean) => {
    const heardWords = words.slice(from, to).map((w) => ({ word: w.word, start: w.startMs / 1000, end: w.endMs / 1000, ...(diarize ? { speaker: speakerOf(voiceNumber(w.voice)) } : {}) }));
    ws.send(JSON.stringify(deepgramResults({ words: heardWords, isFinal, speechFinal, now: nowMs / 1000, requestId: 'fake-replay' })));
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

/** Gives a share of the words to another voice of the script, the same ones on every run. */
function misheardVoices(words: TimedWord[], share: number): TimedWord[] {
  if (share <= 0) return words;
  const voices = [...new Set(words.map((w) => w.voice))];
  if (voices.length === 1) voices.push('another voice');
  const draw = seededRandom(42);
  return words.map((w) => {
    if (draw() >= share) return w;
    const others = voices.filter((v) => v !== w.voice);
    return { ...w, voice: others[Math.floor(draw() * others.length)] };
  });
}
