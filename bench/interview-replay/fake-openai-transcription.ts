// A local stand-in for an OpenAI-compatible POST /v1/audio/transcriptions that "recognises" a
// script perfectly: the server uploads one WAV per VAD-cut utterance, in speaking order, and
// this answers each with the script's words for that stretch of audio, as a real recogniser
// would. Which sentences an upload holds is read from its length: the next sentence, and every
// one after it that ends within the upload's audio (the sentences of one turn said without a
// pause long enough to cut). Each request's form is checked as OpenAI documents it (file,
// model, response_format, and the ISO-639-1 `language` when the session's language is known);
// `language` is counted, not required, while the transcriber learns to send it.
import http from 'node:http';
import { z } from 'zod';
import { listeningPort } from '../../lib/server/listening-port';
import { decodeWav } from '../../ws-server/audio/wav';
import type { TimedSentence } from './render-script';

/** Audio the VAD adds around speech (its pre-roll and hangover) beyond the script's own gaps. */
const SLACK_MS = 250;

const form = z.object({ model: z.string().min(1), response_format: z.enum(['json', 'text', 'verbose_json']).optional(), language: z.string().regex(/^[a-z]{2,3}$/).optional() });

export interface FakeOpenAiTranscription {
  url: string;
  /** Uploads seen, how many named a language, how many named the expected one, and form errors. */
  stats: { uploads: number; withLanguage: number; matchingLanguage: number; badForms: string[] };
  close(): Promise<void>;
}

export async function startFakeOpenAiTranscription(sentences: TimedSentence[], expectedLanguage?: string): Promise<FakeOpenAiTranscription> {
  const stats = { uploads: 0, withLanguage: 0, matchingLanguage: 0, badForms: [] as string[] };
  let next = 0;
  const server = http.createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/audio/transcriptions')) return void res.writeHead(404).end();
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body: Buffer.concat(chunks) }).formData();
      const fields = form.safeParse(Object.fromEntries([...body.entries()].filter((e): e is [string, string] => typeof e[1] === 'string')));
      const file = body.get('file');
      if (!fields.success || !(file instanceof Blob)) {
        stats.badForms.push(fields.success ? 'no file' : fields.error.issues.map((i) => i.path.join('.')).join(', '));
        return void res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'bad form' } }));
      }
      stats.uploads++;
      if (fields.data.language) stats.withLanguage++;
      if (expectedLanguage && fields.data.language === expectedLanguage) stats.matchingLanguage++;
      const wav = decodeWav(Buffer.from(await file.arrayBuffer()));
      const ms = (wav.pcm.length / 2 / wav.channels / wav.sampleRate) * 1000;
      const text = take(ms);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text }));
    })().catch((error: unknown) => {
      stats.badForms.push(String(error));
      res.writeHead(500).end();
    });
  });

  /** The sentences an upload of `ms` of audio holds, from the next one not yet heard. */
  function take(ms: number): string {
    const first = sentences[next];
    if (!first) return '';
    const said = [first];
    next++;
    while (next < sentences.length && sentences[next].endMs - first.startMs <= ms + SLACK_MS) said.push(sentences[next++]);
    return said.map((s) => s.text).join(' ');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${listeningPort(server)}/v1`,
    stats,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
