// The "through the pipeline" column: every recording streamed in real time into the real
// ws-server, built as the server builds itself for the chosen offline engine (speech detector,
// noise reducer, interim and pause passes, beam for finals, the stored resume's terms), and
// scored on the final transcripts the server sent back.
import { performance } from 'node:perf_hooks';
import { createEngines, type Engines } from '../../ws-server/engines';
import { parseConfig } from '../../ws-server/config';
import { createWsServer } from '../../ws-server/server';
import { DEFAULT_SEGMENTER_LIMITS } from '../../ws-server/audio/vad-thresholds';
import { replayAnswerEngine } from '../interview-replay/replay-answer-engine';
import { memoryStores, startLocalAuth, type LocalAuth } from '../ws-support';
import type { ClipResult, Column } from './format-report';
import type { Clip } from './manifest';
import { scoreWords } from './normalise-words';
import type { OfflineEngine } from './recogniser-alone';
import { streamClip, type StreamedClip } from './stream-clip';
import { inPool } from './work-pool';

export interface PipelineOptions {
  concurrency: number;
  /** Silence streamed before each clip (see streamClip). */
  leadInMs: number;
  /** The server's offline settings from the environment. */
  env: Record<string, string>;
}

export async function pipelineColumn(engine: OfflineEngine, clips: Clip[], { concurrency, leadInMs, env }: PipelineOptions): Promise<Column> {
  const started = performance.now();
  const engines = await createEngines(parseConfig({ ...env, NODE_ENV: 'test', STT_PROVIDER: engine }).engines);
  const auth = await startLocalAuth();
  let streamed: { clip: Clip; run: StreamedClip }[];
  try {
    streamed = await inPool(clips, concurrency, async (clip) => ({ clip, run: await playOne(auth, engines, clip, leadInMs) }));
  } finally {
    await auth.close();
  }
  const results: ClipResult[] = streamed.map(({ clip, run }) => ({
    clip,
    score: scoreWords(clip.text, run.finals.map((f) => f.text).join(' ')),
    utterances: run.finals.map((f) => f.text),
    note: clipNote(run),
  }));
  const waited = streamed.filter((s) => s.run.extraMs > 0);
  const unfinished = streamed.reduce((n, s) => n + s.run.unfinished, 0);
  const errors = streamed.flatMap((s) => s.run.errors);
  const longest = DEFAULT_SEGMENTER_LIMITS.maxUtteranceMs;
  const notes = [
    `finals: ${results.reduce((n, r) => n + (r.utterances?.length ?? 0), 0)} utterances; ${waited.length} clips needed silence beyond the 2.5 s tail for their last final (max ${Math.max(0, ...waited.map((w) => w.run.extraMs)) / 1000} s); ${unfinished} utterances left without a final`,
    `server errors: ${errors.length ? countCodes(errors) : 'none'}; clips over the server's ${longest / 1000} s utterance cap: ${clips.filter((c) => c.seconds * 1000 > longest).length}`,
  ];
  const title = `through the pipeline (${engine === 'moonshine' ? `Moonshine ${process.env.MOONSHINE_MODEL ?? 'tiny'}` : 'pocketsphinx'} in the real ws-server, /tab in auto mode, real time, ${leadInMs ? `${leadInMs} ms of silence before each clip, ` : ''}${concurrency} sessions at a time)`;
  return { title, results, notes, seconds: (performance.now() - started) / 1000 };
}

/** One server per recording, sharing the engines (one loaded model, one decode limit), as the replay benchmark does. */
function playOne(auth: LocalAuth, engines: Engines, clip: Clip, leadInMs: number): Promise<StreamedClip> {
  return onBenchServer(auth, engines, (server) => streamClip(server.url, auth.token(), clip.pcm, leadInMs));
}

/** A ws-server built as the server builds itself for the engines, for the length of `run`. */
export async function onBenchServer<R>(auth: LocalAuth, engines: Engines, run: (server: { url: string }) => Promise<R>): Promise<R> {
  const server = await createWsServer({
    config: { port: 0, host: '127.0.0.1', supabaseUrl: auth.url, supabaseSecretKey: 'sb_secret_bench_unused_000000', anyOrigin: true },
    ...memoryStores(),
    createTranscriber: engines.createTranscriber,
    transcriptionName: engines.transcriptionName,
    // Answers are not measured here: a model that answers at once and calls nothing.
    answerEngine: replayAnswerEngine(0, 1),
  });
  try {
    return await run(server);
  } finally {
    await server.close();
  }
}

function clipNote(run: StreamedClip): string | undefined {
  const parts = [
    run.extraMs > 0 ? `last final ${run.extraMs / 1000} s after the tail` : '',
    run.unfinished ? `${run.unfinished} without a final` : '',
    run.errors.length ? `errors ${countCodes(run.errors)}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

export function countCodes(codes: string[]): string {
  const counts = new Map<string, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => `${c} ×${n}`).join(', ');
}
