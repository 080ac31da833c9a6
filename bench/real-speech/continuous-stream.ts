// The recordings as one interview streams them: one long stream, a recording after another with
// 1 to 4 s of quiet between them (seeded, so two runs hear the same stream), the speaker changing
// from each recording to the next wherever the set allows, and the stream opening in the middle
// of a sentence, as a tab shared late does. The opening recording is heard but never scored: its
// first half is not in the stream, and which of its words were is not known.
import { pcmBytesForMs } from '../../ws-server/audio/pcm';
import { seededRandom } from '../../lib/random/seeded-random';
import type { Clip } from './manifest';

export interface StreamSegment {
  clip: Clip;
  /** Ms of the stream at which the recording starts. */
  startMs: number;
  /** False for the opening recording, cut mid-sentence. */
  scored: boolean;
}

export interface ContinuousStream {
  pcm: Buffer;
  segments: StreamSegment[];
  /** Quiet between recordings, ms. */
  gapsMs: number[];
}

const MIN_GAP_MS = 1_000;
const MAX_GAP_MS = 4_000;

/** The clips in a seeded order in which no speaker follows themself while another is left. */
export function speakerChangingOrder(clips: readonly Clip[], random: () => number): Clip[] {
  const left = [...clips];
  for (let i = left.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [left[i], left[j]] = [left[j], left[i]];
  }
  const order: Clip[] = [];
  while (left.length) {
    const last = order.at(-1)?.speaker_id;
    const next = Math.max(0, left.findIndex((c) => c.speaker_id !== last));
    order.push(...left.splice(next, 1));
  }
  return order;
}

export function buildContinuousStream(clips: readonly Clip[], seed: number): ContinuousStream {
  if (clips.length < 2) throw new Error('the continuous stream needs two recordings or more: the first is cut mid-sentence and not scored');
  const random = seededRandom(seed);
  const order = speakerChangingOrder(clips, random);
  const parts: Buffer[] = [];
  const segments: StreamSegment[] = [];
  const gapsMs: number[] = [];
  let bytes = 0;
  const msAt = (b: number) => (b / pcmBytesForMs(1000)) * 1000;
  order.forEach((clip, i) => {
    if (i > 0) {
      const gapMs = Math.round(MIN_GAP_MS + random() * (MAX_GAP_MS - MIN_GAP_MS));
      gapsMs.push(gapMs);
      const gap = Buffer.alloc(pcmBytesForMs(gapMs));
      parts.push(gap);
      bytes += gap.length;
    }
    // The opening recording from its middle (a whole sample), the others whole.
    const pcm = i === 0 ? clip.pcm.subarray(Math.floor(clip.pcm.length / 4) * 2) : clip.pcm;
    segments.push({ clip, startMs: msAt(bytes), scored: i > 0 });
    parts.push(pcm);
    bytes += pcm.length;
  });
  return { pcm: Buffer.concat(parts), segments, gapsMs };
}

/** Where each recording is in the stream, ms; the opening one (its second half only) ends where the first gap begins. */
export function recordingSpans(stream: ContinuousStream): { startMs: number; endMs: number }[] {
  return stream.segments.map((s, i) => ({ startMs: s.startMs, endMs: i === 0 ? stream.segments[1].startMs - stream.gapsMs[0] : s.startMs + s.clip.pcm.length / 32 }));
}
