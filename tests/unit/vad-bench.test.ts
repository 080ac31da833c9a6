/**
 * @jest-environment ./tests/fixtures/jest-node-native-arrays-environment.js
 */
// bench:vad's parts: Silero VAD loads from the npm package's weights and tells flite's speech
// from silence and noise; each detector's segments, and the score against where speech was.
import { confirmedSegments, energySegments, energyStartSileroEndSegments, sileroSegments, type Segment } from '@/bench/vad/detectors';
import { scoreSegments } from '@/bench/vad/score-segments';
import { loadSileroModel, SILERO_WINDOW_MS } from '@/bench/vad/silero-model';
import { speak } from '@/tests/fixtures/engine/flite-speech';
import { mix, noise, silence } from '@/tests/fixtures/engine/synthetic-audio';

/** Window probabilities from a plan of [ms, probability] runs. */
const plan = (...runs: [number, number][]) => Float32Array.from(runs.flatMap(([ms, p]) => Array.from({ length: Math.round(ms / SILERO_WINDOW_MS) }, () => p)));
const segment = (startMs: number, endMs: number): Segment => ({ startMs, startKnownMs: startMs + 100, endMs, endKnownMs: endMs + 500 });

describe('Silero VAD from the npm package', () => {
  it('calls flite speech speech, and silence and steady noise not', async () => {
    const model = await loadSileroModel();
    const speech = speak('Tell me about a time you disagreed with your manager.');
    const probabilities = await model.probabilities(Buffer.concat([silence(1000), speech, mix(silence(2000), noise(2000, -40))]));
    const share = (from: number, to: number, min: number) => {
      const windows = probabilities.slice(Math.floor(from / SILERO_WINDOW_MS), Math.floor(to / SILERO_WINDOW_MS));
      return windows.filter((p) => p >= min).length / windows.length;
    };
    const speechMs = speech.length / 32;
    expect(share(0, 900, 0.5)).toBe(0);
    expect(share(1000, 1000 + speechMs, 0.5)).toBeGreaterThan(0.8);
    expect(share(1000 + speechMs + 300, 1000 + speechMs + 2000, 0.5)).toBe(0);
  });
});

describe('the detectors', () => {
  it('Silero alone starts at its first speech window and ends after the hangover of quiet', () => {
    const [only] = sileroSegments(plan([320, 0.1], [960, 0.9], [640, 0.1]));
    expect(only.startMs).toBe(320 - 30);
    expect(only.startKnownMs).toBe(320 + SILERO_WINDOW_MS);
    expect(only.endMs).toBe(1280);
    expect(only.endKnownMs).toBe(1280 + 512); // the first whole window past the 500 ms hangover of quiet
  });

  it('a window between the two thresholds neither ends nor restarts the quiet', () => {
    // 416 ms of quiet, under the hangover: one segment.
    expect(sileroSegments(plan([320, 0.9], [224, 0.1], [192, 0.4], [320, 0.9], [640, 0.1]))).toHaveLength(1);
    // The in-between windows go on counting as quiet: the speech ends where the quiet began.
    const [first] = sileroSegments(plan([320, 0.9], [320, 0.1], [320, 0.4], [320, 0.9], [640, 0.1]));
    expect(first.endMs).toBe(320);
  });

  it('confirming drops an energy segment Silero never calls speech, and knows a start once both said so', () => {
    const probabilities = plan([1024, 0.1], [640, 0.9], [1024, 0.1]);
    const kept = confirmedSegments([segment(0, 300), segment(900, 1700)], probabilities); // Silero hears speech from 1,024 ms only
    expect(kept.map((s) => s.startMs)).toEqual([900]);
    expect(kept[0].startKnownMs).toBe(1024 + SILERO_WINDOW_MS);
  });

  it('energy starts, Silero ends: the energy onset is kept, the end is where Silero heard quiet', () => {
    const probabilities = plan([960, 0.1], [1280, 0.9], [2560, 0.1]);
    const [only] = energyStartSileroEndSegments([segment(900, 3200)], probabilities); // noise held the energy up to 3.2 s
    expect(only.startMs).toBe(900);
    expect(only.endMs).toBe(960 + 1280);
    expect(only.endKnownMs).toBeLessThan(960 + 1280 + 600);
  });

  it('the energy detector finds a spoken sentence between silences', () => {
    const speech = speak('What would you change about our product?');
    const found = energySegments(Buffer.concat([silence(1000), speech, silence(1500)]));
    expect(found.length).toBeGreaterThanOrEqual(1);
    expect(found[0].startMs).toBeGreaterThanOrEqual(900); // flite's own lead-in silence comes first
    expect(found[0].startMs).toBeLessThan(1000 + speech.length / 32 / 2);
    expect(found.at(-1)!.endKnownMs).toBeGreaterThan(1000 + speech.length / 32);
  });
});

describe('the score', () => {
  const truth = { speech: [{ startMs: 1000, endMs: 2000 }, { startMs: 2400, endMs: 3000 }], turns: [{ startMs: 1000, endMs: 3000 }], streamMs: 6000 };

  it('counts speech heard, time taken for speech outside it, and when the turn was known', () => {
    const score = scoreSegments([segment(1000, 3100), segment(4500, 4800)], truth);
    expect(score.heardMs).toBe(1600);
    expect(score.speechMs).toBe(1600);
    expect(score.falseSegments).toBe(1);
    expect(score.falseMs).toBe(300); // the 100 ms past the end is within the forgiven edge
    expect(score.startKnownMs).toEqual([100]);
    expect(score.endKnownMs).toEqual([600]);
    expect(score.splits).toBe(0);
  });

  it('a segment ending inside the turn cuts it; no segment at all misses it', () => {
    expect(scoreSegments([segment(1000, 2000), segment(2400, 3000)], truth).splits).toBe(1);
    expect(scoreSegments([], truth).missedTurns).toBe(1);
  });
});
