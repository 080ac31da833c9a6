// npm run bench:real-speech [-- --engine moonshine|offline] [--clip NAME ...] [--style read|spontaneous|command]
//                           [--pipeline-only | --continuous-only | --alone-only]
// Word error rate of the offline recogniser on recordings of real people (../shared/real-speech,
// or REAL_SPEECH_DIR: 74 clips with reference transcripts; see its README), in two columns:
// through the pipeline (each clip streamed in real time into the real ws-server as a shared tab,
// scored on the final transcripts), one continuous stream (every clip in one session, as an
// interview streams: seeded gaps of 1 to 4 s, the speaker changing, opening mid-sentence; BENCH_SEED,
// 1 by default) and the recogniser alone (each whole clip decoded at once).
// Both are scored after the same normalisation (normalise-words.ts) and reported overall, per
// style, per speaker and as the mean over speakers. --engine: moonshine (the default, the
// product's offline recogniser) or offline (pocketsphinx). BENCH_CONCURRENCY clips at a time
// (2: decoding is CPU bound); BENCH_VERBOSE=1 prints every clip's reference and hypothesis;
// BENCH_LEAD_IN_MS streams that much silence before each clip (0: the clip from the first frame).
// Figures are printed, never asserted. Without the recordings it says so and exits 0.
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { aloneColumn } from './alone-column';
import { formatColumn } from './format-report';
import { hasManifest, loadClips, readManifest, realSpeechDir } from './manifest';
import { continuousColumn } from './continuous-column';
import { pipelineColumn } from './pipeline-column';
import type { OfflineEngine } from './recogniser-alone';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const LEAD_IN_MS = Number(process.env.BENCH_LEAD_IN_MS ?? 0);
const SEED = Number(process.env.BENCH_SEED ?? 1);
/** BENCH_GAP_SOUNDS=1: a sound that is not speech (a knock, a chime, typing, a burst of noise) in each gap of the continuous stream. */
const GAP_SOUNDS = process.env.BENCH_GAP_SOUNDS === '1';

function engineName(name: string): OfflineEngine {
  if (name === 'moonshine' || name === 'offline') return name;
  throw new Error(`unknown --engine ${name}; expected moonshine or offline (pocketsphinx)`);
}

const load = () => `machine load ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) on ${os.cpus().length} cores`;

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'error';
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'moonshine' },
      clip: { type: 'string', multiple: true },
      style: { type: 'string' },
      'pipeline-only': { type: 'boolean' },
      'continuous-only': { type: 'boolean' },
      'alone-only': { type: 'boolean' },
    },
  });
  const engine = engineName(values.engine);
  const only = (['pipeline-only', 'continuous-only', 'alone-only'] as const).filter((flag) => values[flag]);
  if (only.length > 1) throw new Error(`--${only.join(' and --')} leave nothing to run`);
  const runs = (column: 'pipeline' | 'continuous' | 'alone') => only.length === 0 || only[0] === `${column}-only`;
  if (!Number.isInteger(SEED)) throw new Error(`BENCH_SEED must be a whole number, not ${process.env.BENCH_SEED}`);
  if (!(LEAD_IN_MS >= 0)) throw new Error(`BENCH_LEAD_IN_MS must be a number of milliseconds, not ${process.env.BENCH_LEAD_IN_MS}`);
  if (!Number.isInteger(CONCURRENCY) || CONCURRENCY < 1) throw new Error(`BENCH_CONCURRENCY must be a whole number from 1, not ${process.env.BENCH_CONCURRENCY}`);
  const dir = realSpeechDir(join(__dirname, '..', '..'));
  if (!hasManifest(dir)) {
    console.log(`real-speech: recordings missing: no manifest.json in ${dir} (set REAL_SPEECH_DIR to the folder); nothing measured`);
    return;
  }
  const clips = loadClips(dir, readManifest(dir), { names: values.clip, style: values.style });
  if (clips.length === 0) throw new Error('no clip matches the filters');
  const seconds = clips.reduce((n, c) => n + c.seconds, 0);
  const speakers = new Set(clips.map((c) => c.speaker_id)).size;
  console.log(`real-speech: ${clips.length} clips, ${speakers} speakers, ${seconds.toFixed(1)} s of speech from ${dir}; engine ${engine}; ${CONCURRENCY} at a time; ${load()}`);
  const started = performance.now();
  // The server's offline settings, as the replay benchmark passes them on, so a tuning run measures what it tunes.
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => /^(STT_OFFLINE_|POCKETSPHINX_|MOONSHINE_)/.test(e[0]) && e[1] !== undefined));
  if (runs('pipeline')) console.log(formatColumn(await pipelineColumn(engine, clips, { concurrency: CONCURRENCY, leadInMs: LEAD_IN_MS, env }), VERBOSE));
  if (runs('continuous')) console.log(formatColumn(await continuousColumn(engine, clips, { seed: SEED, env, gapSounds: GAP_SOUNDS }), VERBOSE));
  if (runs('alone')) console.log(formatColumn(await aloneColumn(engine, clips, CONCURRENCY, env), VERBOSE));
  console.log(`real-speech: took ${Math.round((performance.now() - started) / 1000)} s; ${load()}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
