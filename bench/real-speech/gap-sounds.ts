// Sounds a call carries between the interviewer's words that are not speech, for measuring what a
// speech detector (and the recogniser after it) makes of them: in the middle of each gap between
// two spans of speech, in turn, a knock (20 ms of loud noise), a chime (300 ms of 880 Hz fading
// out), typing (six 15 ms clicks 120 ms apart) and a burst of pink noise (250 ms: a cough, a
// rustle), each at about speech level. Seeded noise: the same sounds every run.
import { fromSamples, toSamples } from '../../ws-server/audio/pcm';
import { pinkNoise } from '../interview-replay/pink-noise';

export interface SpeechSpan {
  startMs: number;
  endMs: number;
}

export function withGapSounds(pcm: Buffer, speech: readonly SpeechSpan[]): Buffer {
  const samples = Int16Array.from(toSamples(pcm));
  const noise = pinkNoise(16_000, 7);
  let peak = 0;
  for (const v of noise) peak = Math.max(peak, Math.abs(v));
  const put = (atMs: number, lengthMs: number, value: (i: number) => number) => {
    const from = Math.round(atMs * 16);
    for (let i = 0; i < lengthMs * 16 && from + i < samples.length; i++) samples[from + i] = Math.max(-32768, Math.min(32767, Math.round(value(i))));
  };
  const sounds = [
    (at: number) => put(at, 20, (i) => (noise[i] / peak) * 20_000),
    (at: number) => put(at, 300, (i) => Math.sin((2 * Math.PI * 880 * i) / 16_000) * 8_000 * Math.exp(-i / 1600)),
    (at: number) => {
      for (let k = 0; k < 6; k++) put(at + k * 120, 15, (i) => (noise[k * 240 + i] / peak) * 12_000);
    },
    (at: number) => put(at, 250, (i) => (noise[i] / peak) * 6_000),
  ];
  speech.slice(0, -1).forEach((s, i) => {
    const gapMs = speech[i + 1].startMs - s.endMs;
    sounds[i % sounds.length](s.endMs + gapMs / 2 - 150);
  });
  return fromSamples(samples);
}

/** How many sounds withGapSounds puts in a stream of these spans. */
export const gapSoundCount = (speech: readonly SpeechSpan[]) => Math.max(0, speech.length - 1);
