// Speaks a script with flite and lays it out on one timeline of 16 kHz PCM: each sentence is
// synthesised on its own and trimmed to its speech, so where every sentence (and, spread by
// length, every word) starts and ends is known to the millisecond. Noise, when the script asks
// for it, is mixed under the whole stream at the script's speech-to-noise ratio.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromSamples, SAMPLE_RATE, toSamples } from '../../ws-server/audio/pcm';
import { downmixToMono, resampleLinear } from '../../ws-server/audio/resample';
import { decodeWav } from '../../ws-server/audio/wav';
import { pinkNoise } from './pink-noise';
import { standInSpeech } from './stand-in-speech';
import type { ReplayScript, ScriptSentence } from './replay-script';

export interface TimedSentence extends ScriptSentence {
  turn: number;
  /** The flite voice that says it: on a panel, which interviewer. */
  voice: string;
  startMs: number;
  endMs: number;
  words: { word: string; startMs: number; endMs: number }[];
}

export interface RenderedScript {
  script: ReplayScript;
  pcm: Buffer;
  sentences: TimedSentence[];
}

const LEAD_MS = 800;
const GAP_MS = 450;
const PAUSE_MS = 3000;
const TAIL_MS = 3000;
const CACHE = join(tmpdir(), 'cuecard-interview-replay');

const samplesFor = (ms: number) => Math.round((ms / 1000) * SAMPLE_RATE);
const msFor = (samples: number) => (samples / SAMPLE_RATE) * 1000;

export function renderScript(script: ReplayScript): RenderedScript {
  const pieces: Int16Array[] = [new Int16Array(samplesFor(LEAD_MS))];
  let at = samplesFor(LEAD_MS);
  const sentences: TimedSentence[] = [];
  let speechSquares = 0;
  let speechSamples = 0;
  script.turns.forEach((turn, t) => {
    turn.say.forEach((s, i) => {
      if (i > 0) {
        pieces.push(new Int16Array(samplesFor(turn.gap_ms ?? GAP_MS)));
        at += samplesFor(turn.gap_ms ?? GAP_MS);
      }
      const voice = turn.voice ?? script.voice;
      const speech = trimSilence(speak(script.language && script.language !== 'en' ? standInSpeech(s.text) : s.text, voice));
      for (const v of speech) speechSquares += v * v;
      speechSamples += speech.length;
      sentences.push({ ...s, turn: t, voice, startMs: msFor(at), endMs: msFor(at + speech.length), words: spreadWords(s.text, msFor(at), msFor(at + speech.length)) });
      pieces.push(speech);
      at += speech.length;
    });
    const after = t === script.turns.length - 1 ? TAIL_MS : (turn.pause_ms ?? PAUSE_MS);
    pieces.push(new Int16Array(samplesFor(after)));
    at += samplesFor(after);
  });
  const all = new Int16Array(at);
  let offset = 0;
  for (const p of pieces) {
    all.set(p, offset);
    offset += p.length;
  }
  if (script.noise_snr_db !== undefined) addNoise(all, Math.sqrt(speechSquares / speechSamples), script.noise_snr_db, script.name);
  return { script, pcm: Buffer.from(all.buffer, all.byteOffset, all.byteLength), sentences };
}

/** flite's speech at 16 kHz, cached by voice and text so reruns skip synthesis. */
function speak(text: string, voice: string): Int16Array {
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `${createHash('sha256').update(`${voice}\n${text}`).digest('hex').slice(0, 24)}.pcm`);
  if (!existsSync(file)) {
    const wavFile = `${file}.wav`;
    execFileSync('flite', ['-voice', voice, '-t', text, '-o', wavFile], { stdio: 'ignore' });
    const wav = decodeWav(readFileSync(wavFile));
    writeFileSync(file, fromSamples(resampleLinear(downmixToMono(toSamples(wav.pcm), wav.channels), wav.sampleRate, SAMPLE_RATE)));
  }
  const bytes = readFileSync(file);
  return Int16Array.from(toSamples(bytes));
}

/** flite pads its output with silence; the timeline needs where speech really starts and ends. */
function trimSilence(samples: Int16Array): Int16Array {
  const threshold = 300; // about -41 dBFS: well under speech, well over flite's silence
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) < threshold) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]) < threshold) last--;
  return samples.slice(first, last + 1);
}

/** Word times spread over the sentence by length: close enough for a fake recogniser's endpointing. */
function spreadWords(text: string, startMs: number, endMs: number) {
  const words = text.split(/\s+/).filter(Boolean);
  const total = words.reduce((n, w) => n + w.length + 1, 0);
  let at = startMs;
  return words.map((word) => {
    const span = ((word.length + 1) / total) * (endMs - startMs);
    const timed = { word, startMs: at, endMs: at + span };
    at += span;
    return timed;
  });
}

/** Pink noise under the whole of `samples`, `snrDb` below speech of `speechRms`, seeded by `seedText`. */
export function addNoise(samples: Int16Array, speechRms: number, snrDb: number, seedText: string): void {
  const seed = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  const noise = pinkNoise(samples.length, seed);
  let squares = 0;
  for (const v of noise) squares += v * v;
  const gain = speechRms / Math.pow(10, snrDb / 20) / Math.sqrt(squares / noise.length);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i] + noise[i] * gain)));
}
