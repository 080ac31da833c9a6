// npm run bench:offline-stt: how many real-time offline sessions one core sustains. N sessions
// stream flite speech (about 60% speech, 40% pauses, like an interviewer) at real-time pace into
// the offline transcriber, all sharing one recognition pool of concurrency 1 (one
// pocketsphinx decoding at a time, i.e. one core), with interim passes on as in production.
// For each final, the lag is the time from the VAD ending the utterance to its text. N is
// sustained when no utterance was dropped and the lag stays bounded: p95 ≤ BENCH_MAX_P95_MS and
// the last third of the run no slower than the first (a growing backlog is not sustained).
// Needs Debian's flite, pocketsphinx and pocketsphinx-en-us. Figures are printed, never asserted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { FRAME_MS, fromSamples, SAMPLE_RATE, splitFrames, toSamples } from '../ws-server/audio/pcm';
import { downmixToMono, resampleLinear } from '../ws-server/audio/resample';
import { decodeWav } from '../ws-server/audio/wav';
import { createPocketsphinxPool } from '../ws-server/stt/pocketsphinx/pocketsphinx-transcriber';
import { createSegmentedTranscriber } from '../ws-server/stt/segmented-transcriber';
import type { UtteranceRecognizer } from '../ws-server/stt/utterance-recognizer';
import { fmt, percentile } from './ws-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 45);
const MAX_P95_MS = Number(process.env.BENCH_MAX_P95_MS ?? 3_000);
const SESSIONS = (process.env.BENCH_SESSIONS ?? '1,2,3,4,5,6,8').split(',').map(Number);

const QUESTIONS = [
  'Tell me about a time you had a conflict with a coworker.',
  'Why do you want to work here?',
  'Walk me through your last project and what you built.',
  'How do you handle a deadline you cannot meet?',
  'What is the difference between a process and a thread?',
];

function speak(text: string, voice: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'bench-flite-'));
  try {
    const file = join(dir, 'speech.wav');
    execFileSync('flite', ['-voice', voice, '-t', text, '-o', file], { stdio: 'ignore' });
    const wav = decodeWav(readFileSync(file));
    return fromSamples(resampleLinear(downmixToMono(toSamples(wav.pcm), wav.channels), wav.sampleRate, SAMPLE_RATE));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const silence = (ms: number) => Buffer.alloc(Math.round((ms / 1000) * SAMPLE_RATE) * 2);

/** About SECONDS of interviewer audio: questions with pauses between them. */
function interviewAudio(offset: number): Buffer {
  const parts: Buffer[] = [silence(500)];
  let ms = 500;
  for (let i = offset; ms < SECONDS * 1000; i++) {
    const speech = SPEECH[i % SPEECH.length];
    parts.push(speech, silence(1_600));
    ms += (speech.length / 2 / SAMPLE_RATE) * 1000 + 1_600;
  }
  return Buffer.concat(parts);
}

let SPEECH: Buffer[] = [];

interface Trial {
  sessions: number;
  finals: number;
  dropped: number;
  busyEvents: number;
  lags: number[];
  firstThirdP95: number;
  lastThirdP95: number;
  /** Session-seconds of audio recognised per recogniser CPU-second: sessions one core carries if nothing else ran. */
  perCpuSecond: number;
}

/** CPU seconds of this process's exited children (the recognisers), from /proc (Linux). */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // Fields 16 and 17 of stat (cutime, cstime), counted from the state field (3); 100 ticks a second.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function trial(n: number): Promise<Trial> {
  const pool = createPocketsphinxPool({}, 1);
  const lags: { at: number; ms: number }[] = [];
  let finals = 0;
  let busyEvents = 0;
  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  let audioSeconds = 0;
  const timed = (inner: UtteranceRecognizer): UtteranceRecognizer => ({
    begin(options) {
      const job = inner.begin(options);
      if (options.interim) return job;
      return {
        write: (pcm) => job.write(pcm),
        abort: () => job.abort(),
        async end() {
          const ended = performance.now();
          const text = await job.end();
          lags.push({ at: ended - started, ms: performance.now() - ended });
          return text;
        },
      };
    },
  });
  const runs = Array.from({ length: n }, async (_, s) => {
    const transcriber = createSegmentedTranscriber(
      timed(pool.forSession({ onBusy: () => busyEvents++ })),
      { onTranscript: (e) => void (e.speechFinal && finals++), onError: () => undefined },
      { interimEveryMs: 1500 },
    );
    // Sessions start out of phase, as real interviews do.
    await new Promise((r) => setTimeout(r, (s * 997) % 3_000));
    const frames = splitFrames(interviewAudio(s));
    audioSeconds += (frames.length * FRAME_MS) / 1000;
    const t0 = performance.now();
    for (let i = 0; i < frames.length; i++) {
      transcriber.push(frames[i]);
      await new Promise((r) => setTimeout(r, Math.max(0, t0 + (i + 1) * FRAME_MS - performance.now())));
    }
    await transcriber.finish();
  });
  await Promise.all(runs);
  const end = Math.max(...lags.map((l) => l.at));
  const third = (from: number, to: number) => lags.filter((l) => l.at >= from * end && l.at <= to * end).map((l) => l.ms);
  return {
    sessions: n,
    finals,
    dropped: pool.stats().dropped,
    busyEvents,
    lags: lags.map((l) => l.ms),
    firstThirdP95: percentile(third(0, 1 / 3), 95),
    lastThirdP95: percentile(third(2 / 3, 1), 95),
    perCpuSecond: audioSeconds / Math.max(0.01, childCpuSeconds() - cpuBefore),
  };
}

async function main(): Promise<void> {
  SPEECH = QUESTIONS.map((q, i) => speak(q, ['slt', 'awb', 'kal'][i % 3]));
  console.log(`offline STT capacity: ${SECONDS} s of interviewer audio per session, real-time pace, recognition pool of concurrency 1 (one core)`);
  console.log(`load average at start: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
  console.log('sessions  finals  dropped  busy  lag p50   lag p95   lag max   p95 first/last third  audio s per CPU s  sustained');
  let best = 0;
  let perCpuSecond = NaN;
  for (const n of SESSIONS) {
    const t = await trial(n);
    const p95 = percentile(t.lags, 95);
    const sustained = t.dropped === 0 && p95 <= MAX_P95_MS && t.lastThirdP95 <= Math.max(MAX_P95_MS / 2, t.firstThirdP95 * 1.5);
    console.log(
      `${String(n).padStart(8)}  ${String(t.finals).padStart(6)}  ${String(t.dropped).padStart(7)}  ${String(t.busyEvents).padStart(4)}  ${fmt(percentile(t.lags, 50), 0).padStart(7)}  ${fmt(p95, 0).padStart(8)}  ${fmt(Math.max(...t.lags), 0).padStart(8)}  ${`${fmt(t.firstThirdP95, 0)} / ${fmt(t.lastThirdP95, 0)}`.padStart(20)}  ${fmt(t.perCpuSecond, 1).padStart(17)}  ${sustained ? 'yes' : 'no'}`,
    );
    perCpuSecond = t.perCpuSecond;
    if (!sustained) break;
    best = n;
  }
  console.log(`Recogniser CPU: ${fmt(perCpuSecond, 1)} s of interviewer audio per CPU-second, so about ${Math.floor(perCpuSecond)} sessions per core on an otherwise idle core.`);
  console.log(`\nOne core sustains ${best} real-time offline session${best === 1 ? '' : 's'} (p95 final lag ≤ ${fmt(MAX_P95_MS, 0)} ms, no dropped utterance, no growing backlog).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
