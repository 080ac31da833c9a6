// The continuous mode of bench:real-speech: one stream of every recording (seeded gaps of 1 to
// 4 s, the speaker changing, opening mid-sentence), scored by aligning the session's words once
// with all the references and charging each edit to its recording.
import { alignToSegments } from '@/bench/real-speech/align-words';
import { buildContinuousStream, speakerChangingOrder } from '@/bench/real-speech/continuous-stream';
import type { Clip } from '@/bench/real-speech/manifest';
import { seededRandom } from '@/lib/random/seeded-random';

const clip = (name: string, speaker: string, ms = 1_000): Clip => ({
  name,
  file: `${name}.wav`,
  text: name,
  style: 'read',
  speaker_id: speaker,
  seconds: ms / 1000,
  pcm: Buffer.alloc(ms * 32, 1),
});

describe('the continuous stream', () => {
  const clips = [clip('a1', 'a'), clip('a2', 'a'), clip('a3', 'a'), clip('b1', 'b'), clip('b2', 'b'), clip('c1', 'c')];

  it('changes speaker from each recording to the next while the set allows', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const order = speakerChangingOrder(clips, seededRandom(seed));
      expect(order.map((c) => c.name).sort()).toEqual(clips.map((c) => c.name).sort());
      const repeats = order.filter((c, i) => i > 0 && c.speaker_id === order[i - 1].speaker_id).length;
      expect(repeats).toBeLessThanOrEqual(1); // three of six are one speaker's: at most one pair can follow
    }
  });

  it('is the same stream for the same seed, with gaps of 1 to 4 s, opening on the second half of a recording that is not scored', () => {
    const one = buildContinuousStream(clips, 7);
    const again = buildContinuousStream(clips, 7);
    expect(again.gapsMs).toEqual(one.gapsMs);
    expect(Buffer.compare(again.pcm, one.pcm)).toBe(0);
    expect(one.gapsMs).toHaveLength(clips.length - 1);
    expect(one.gapsMs.every((g) => g >= 1_000 && g <= 4_000)).toBe(true);
    expect(one.segments.map((s) => s.scored)).toEqual([false, true, true, true, true, true]);
    const speech = clips.reduce((n, c) => n + c.pcm.length, 0) - clips[0].pcm.length / 2;
    expect(one.pcm.length).toBe(speech + one.gapsMs.reduce((n, g) => n + g * 32, 0));
    expect(one.segments[1].startMs).toBe(500 + one.gapsMs[0]);
    expect(buildContinuousStream(clips, 8).gapsMs).not.toEqual(one.gapsMs);
  });
});

describe('scoring one stream against many references', () => {
  it('charges each edit to the recording its reference word is in, and an insertion to the one before it', () => {
    const scores = alignToSegments(
      [['tell', 'me', 'about', 'yourself'], ['why', 'this', 'company']],
      ['tell', 'me', 'about', 'yourself', 'um', 'why', 'that', 'company'],
    );
    expect(scores.map((s) => s.errors)).toEqual([1, 1]);
    expect(scores[0].hypothesis).toEqual(['tell', 'me', 'about', 'yourself', 'um']);
    expect(scores[1].hypothesis).toEqual(['why', 'that', 'company']);
  });

  it('counts what a recording lost to the pause after it as its own deletions, and a perfect stream as no error', () => {
    expect(alignToSegments([['a', 'b', 'c'], ['d', 'e']], ['a', 'b', 'd', 'e']).map((s) => s.errors)).toEqual([1, 0]);
    expect(alignToSegments([['a', 'b'], ['c']], ['a', 'b', 'c']).map((s) => s.errors)).toEqual([0, 0]);
    expect(alignToSegments([['a'], ['b']], []).map((s) => s.errors)).toEqual([1, 1]);
  });
});
