// The "one continuous stream" column: every recording in one session, as an interview streams
// (continuous-stream.ts), into the real ws-server built for the chosen offline engine; the
// session's finals, joined, are aligned with the recordings' references and each recording is
// scored on its share (align-words.ts), so the column reads like the per-recording one.
import { performance } from 'node:perf_hooks';
import { createEngines } from '../../ws-server/engines';
import { parseConfig } from '../../ws-server/config';
import { startLocalAuth } from '../ws-support';
import { alignToSegments } from './align-words';
import { buildContinuousStream, recordingSpans } from './continuous-stream';
import { withGapSounds } from './gap-sounds';
import type { ClipResult, Column } from './format-report';
import type { Clip } from './manifest';
import { normaliseWords } from './normalise-words';
import { countCodes, onBenchServer } from './pipeline-column';
import type { OfflineEngine } from './recogniser-alone';
import { streamClip } from './stream-clip';

export interface ContinuousOptions {
  seed: number;
  /** A sound that is not speech in the middle of every gap (gap-sounds.ts). */
  gapSounds?: boolean;
  /** The server's offline settings from the environment. */
  env: Record<string, string>;
}

export async function continuousColumn(engine: OfflineEngine, clips: Clip[], { seed, env, gapSounds = false }: ContinuousOptions): Promise<Column> {
  const started = performance.now();
  const built = buildContinuousStream(clips, seed);
  const stream = gapSounds ? { ...built, pcm: withGapSounds(built.pcm, recordingSpans(built)) } : built;
  const engines = await createEngines(parseConfig({ ...env, NODE_ENV: 'test', STT_PROVIDER: engine }).engines);
  const auth = await startLocalAuth();
  const run = await onBenchServer(auth, engines, (server) => streamClip(server.url, auth.token(), stream.pcm)).finally(() => auth.close());
  const scores = alignToSegments(
    stream.segments.map((s) => normaliseWords(s.clip.text)),
    normaliseWords(run.finals.map((f) => f.text).join(' ')),
  );
  const results: ClipResult[] = stream.segments.flatMap((segment, i) => (segment.scored ? [{ clip: segment.clip, score: scores[i] }] : []));
  const minutes = stream.pcm.length / 32_000 / 60;
  const mean = stream.gapsMs.reduce((n, g) => n + g, 0) / Math.max(1, stream.gapsMs.length);
  const speakerChanges = stream.segments.filter((s, i) => i > 0 && s.clip.speaker_id !== stream.segments[i - 1].clip.speaker_id).length;
  const notes = [
    `one session of ${minutes.toFixed(1)} min: ${stream.segments.length} recordings, ${speakerChanges} speaker changes, gaps ${Math.min(...stream.gapsMs)}-${Math.max(...stream.gapsMs)} ms (mean ${Math.round(mean)}), seed ${seed}${gapSounds ? `, a sound that is not speech in each of the ${stream.gapsMs.length} gaps (BENCH_GAP_SOUNDS)` : ''}`,
    `opens mid-sentence in ${stream.segments[0].clip.name} (not scored); ${run.finals.length} finals; server errors: ${run.errors.length ? countCodes(run.errors) : 'none'}; ${run.unfinished} utterances left without a final`,
  ];
  const title = `one continuous stream${gapSounds ? ', sounds in the gaps' : ''} (${engine === 'moonshine' ? `Moonshine ${process.env.MOONSHINE_MODEL ?? 'tiny'}` : 'pocketsphinx'} in the real ws-server, /tab in auto mode, real time, every recording in one session)`;
  return { title, results, notes, seconds: (performance.now() - started) / 1000 };
}
