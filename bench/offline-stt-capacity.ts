// npm run bench:offline-stt [-- --engine moonshine|offline]: how many real-time offline sessions
// one core sustains. N sessions stream flite speech (about 60% speech, 40% pauses, like an
// interviewer) at real-time pace into the offline transcriber, all sharing one recogniser that
// decodes one utterance at a time (one core), with interim passes on as in production.
// moonshine (the default): the server's own Moonshine sessions (createEngines, its settings from
// the environment, so STT_OFFLINE_SPEECH_CHECK=off|silero compares the speech check), CPU from
// this process; offline: a pocketsphinx pool, CPU from its processes.
// For each final, the lag is the time from the VAD ending the utterance to its text; Moonshine's
// also reports the text at the pause (what an early answer starts on) from the end of each
// question's audio. N is sustained when no utterance was dropped and the lag stays bounded: p95 ≤
// BENCH_MAX_P95_MS and the last third of the run no slower than the first (a growing backlog is not
// sustained); for Moonshine also the text at the pause by BENCH_MAX_TEXT_P95_MS (600) at p95, or
// early answers are no longer early. Needs Debian's flite (and pocketsphinx with pocketsphinx-en-us for offline).
// Figures are printed, never asserted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { FRAME_MS, fromSamples, SAMPLE_RATE, splitFrames, toSamples } from '../ws-server/audio/pcm';
import { downmixToMono, resampleLinear } from '../ws-server/audio/resample';
import { decodeWav } from '../ws-server/audio/wav';
import { parseConfig } from '../ws-server/config';
import { createEngines } from '../ws-server/engines';
import { createPocketsphinxPool } from '../ws-server/stt/pocketsphinx/pocketsphinx-transcriber';
import { createSegmentedTranscriber } from '../ws-server/stt/segmented-transcriber';
import type { UtteranceRecognizer } from '../ws-server/stt/utterance-recognizer';
import { fmt, percentile } from './ws-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 45);
const MAX_P95_MS = Number(process.env.BENCH_MAX_P95_MS ?? 3_000);
/** Moonshine: the text at the pause, which early answers start on, no later than the replay benchmark's p95 goal. */
const MAX_TEXT_P95_MS = Number(process.env.BENCH_MAX_TEXT_P95_MS ?? 600);
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

/** About SECONDS of interviewer audio: questions with pauses between them, and where each question's voice ends (ms). */
function interviewAudio(offset: number): { pcm: Buffer; questionEndsMs: number[] } {
  const parts: Buffer[] = [silence(500)];
  const questionEndsMs: number[] = [];
  let ms = 500;
  for (let i = offset; ms < SECONDS * 1000; i++) {
    const speech = SPEECH[i % SPEECH.length];
    parts.push(speech.pcm, silence(1_600));
    questionEndsMs.push(ms + speech.voicedMs);
    ms += (speech.pcm.length / 2 / SAMPLE_RATE) * 1000 + 1_600;
  }
  return { pcm: Buffer.concat(parts), questionEndsMs };
}

/** Where the voice ends in a flite recording, which pads its end with 90 to 280 ms of near-silence. */
function voicedMs(pcm: Buffer): number {
  const samples = toSamples(pcm);
  let last = samples.length - 1;
  while (last > 0 && Math.abs(samples[last]) < 300) last--;
  return ((last + 1) / SAMPLE_RATE) * 1000;
}

let SPEECH: { pcm: Buffer; voicedMs: number }[] = [];

interface Trial {
  sessions: number;
  finals: number;
  dropped: number;
  busyEvents: number;
  lags: number[];
  /** Moonshine: from the end of each question's audio to its first text at a pause or its final. */
  textLags?: number[];
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

async function pocketsphinxTrial(n: number): Promise<Trial> {
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
    const frames = splitFrames(interviewAudio(s).pcm);
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

/** The server's Moonshine, built as a ws-server builds it, with one decode at a time (one core). */
async function moonshineEngine() {
  const config = parseConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', STT_PROVIDER: 'moonshine', STT_OFFLINE_MAX_CONCURRENCY: '1' });
  const stt = config.engines.stt;
  if (stt.provider !== 'moonshine') throw new Error(`unexpected provider ${stt.provider}`);
  const engines = await createEngines(config.engines);
  return { engines, describe: `Moonshine ${stt.model}, beam ${stt.beamWidth}, speech check ${stt.speechCheck ?? 'off'}, noise reduction ${stt.noiseReduction ? 'on' : 'off'}` };
}

type MoonshineEngine = Awaited<ReturnType<typeof moonshineEngine>>;

async function moonshineTrial(n: number, { engines }: MoonshineEngine): Promise<Trial> {
  const lags: { at: number; ms: number }[] = [];
  const textLags: number[] = [];
  let finals = 0;
  let busyEvents = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let audioSeconds = 0;
  const runs = Array.from({ length: n }, async (_, s) => {
    const { pcm, questionEndsMs } = interviewAudio(s);
    let streamMs = 0;
    let nextQuestion = 0;
    const transcriber = engines.createTranscriber(
      {
        onTranscript: (e) => {
          if (e.speechFinal) {
            finals++;
            lags.push({ at: performance.now() - started, ms: e.endedAgoMs ?? 0 });
          }
          // The first text after a question's voice ended (at its pause, or its final) gives that
          // question its lag; an older question still without text had none of its own.
          if (!e.text || !(e.atPause || e.speechFinal)) return;
          let ended = nextQuestion;
          while (ended < questionEndsMs.length && questionEndsMs[ended] <= streamMs) ended++;
          if (ended === nextQuestion) return;
          textLags.push(streamMs - questionEndsMs[ended - 1]);
          nextQuestion = ended;
        },
        // A final that failed (a refused pause reading is not an error: its early answer waits for a later text).
        onError: () => void busyEvents++,
      },
      { source: 'tab', resume: '', jobDescription: '', language: 'en' },
    );
    await new Promise((r) => setTimeout(r, (s * 997) % 3_000));
    const frames = splitFrames(pcm);
    audioSeconds += (frames.length * FRAME_MS) / 1000;
    const t0 = performance.now();
    for (let i = 0; i < frames.length; i++) {
      transcriber.push(frames[i]);
      streamMs += FRAME_MS;
      await new Promise((r) => setTimeout(r, Math.max(0, t0 + (i + 1) * FRAME_MS - performance.now())));
    }
    await transcriber.finish();
  });
  await Promise.all(runs);
  const cpu = process.cpuUsage(cpuBefore);
  const end = Math.max(...lags.map((l) => l.at));
  const third = (from: number, to: number) => lags.filter((l) => l.at >= from * end && l.at <= to * end).map((l) => l.ms);
  return {
    sessions: n,
    finals,
    dropped: 0,
    busyEvents,
    lags: lags.map((l) => l.ms),
    textLags,
    firstThirdP95: percentile(third(0, 1 / 3), 95),
    lastThirdP95: percentile(third(2 / 3, 1), 95),
    perCpuSecond: audioSeconds / Math.max(0.01, (cpu.user + cpu.system) / 1e6),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { engine: { type: 'string', default: 'moonshine' } } });
  if (values.engine !== 'moonshine' && values.engine !== 'offline') throw new Error(`unknown --engine ${values.engine}; expected moonshine or offline (pocketsphinx)`);
  const moonshine = values.engine === 'moonshine' ? await moonshineEngine() : undefined;
  const trial = (n: number) => (moonshine ? moonshineTrial(n, moonshine) : pocketsphinxTrial(n));
  SPEECH = QUESTIONS.map((q, i) => {
    const pcm = speak(q, ['slt', 'awb', 'kal'][i % 3]);
    return { pcm, voicedMs: voicedMs(pcm) };
  });
  console.log(`offline STT capacity: ${moonshine?.describe ?? 'pocketsphinx'}; ${SECONDS} s of interviewer audio per session, real-time pace, one decode at a time (one core)`);
  console.log(`load average at start: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
  console.log(`sessions  finals  dropped  busy  lag p50   lag p95   lag max   p95 first/last third  audio s per CPU s  ${moonshine ? 'text p50 / p95  ' : ''}sustained`);
  let best = 0;
  let perCpuSecond = NaN;
  for (const n of SESSIONS) {
    const t = await trial(n);
    const p95 = percentile(t.lags, 95);
    const finalsKeepUp = t.dropped === 0 && p95 <= MAX_P95_MS && t.lastThirdP95 <= Math.max(MAX_P95_MS / 2, (t.firstThirdP95 || 0) * 1.5); // a short run may have no final in its first third
    const sustained = finalsKeepUp && (!t.textLags || percentile(t.textLags, 95) <= MAX_TEXT_P95_MS);
    console.log(
      `${String(n).padStart(8)}  ${String(t.finals).padStart(6)}  ${String(t.dropped).padStart(7)}  ${String(t.busyEvents).padStart(4)}  ${fmt(percentile(t.lags, 50), 0).padStart(7)}  ${fmt(p95, 0).padStart(8)}  ${fmt(Math.max(...t.lags), 0).padStart(8)}  ${`${fmt(t.firstThirdP95, 0)} / ${fmt(t.lastThirdP95, 0)}`.padStart(20)}  ${fmt(t.perCpuSecond, 1).padStart(17)}  ${t.textLags ? `${fmt(percentile(t.textLags, 50), 0)} / ${fmt(percentile(t.textLags, 95), 0)}`.padStart(14) + '  ' : ''}${sustained ? 'yes' : 'no'}`,
    );
    perCpuSecond = t.perCpuSecond;
    if (!sustained) break;
    best = n;
  }
  console.log(`Recogniser CPU: ${fmt(perCpuSecond, 1)} s of interviewer audio per CPU-second, so about ${Math.floor(perCpuSecond)} sessions per core on an otherwise idle core.`);
  console.log(`\nOne core sustains ${best} real-time offline session${best === 1 ? '' : 's'} (p95 final lag ≤ ${fmt(MAX_P95_MS, 0)} ms, no dropped utterance, no growing backlog${moonshine ? `, text at the pause p95 ≤ ${fmt(MAX_TEXT_P95_MS, 0)} ms from the end of the question's audio` : ''}).`);
  // The recogniser's decode slots and ONNX sessions keep the event loop alive.
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
