// The audio allowance of one socket: a token bucket per channel against the wall clock
// (limits/audio-rate-limiter.ts). A /both socket carries two real-time streams, so it may
// send twice real time in total but never more than real time on either channel.
import { decodeChannelFrame, type AudioChannel } from '../../lib/protocol';
import { createAudioRateLimiter, type AudioRateLimiter } from '../limits/audio-rate-limiter';
import type { SocketSource } from '../upgrade';

export interface AudioAllowance {
  /** False when this binary message is over its channel's allowance. */
  take(frame: Buffer): boolean;
}

export function createAudioAllowance(source: SocketSource, options: { burstSeconds: number; now: () => number }): AudioAllowance {
  if (source !== 'both') {
    const bucket = createAudioRateLimiter(options);
    return { take: (frame) => bucket.take(Math.floor(frame.length / 2)) };
  }
  const buckets: Record<AudioChannel, AudioRateLimiter> = { tab: createAudioRateLimiter(options), mic: createAudioRateLimiter(options) };
  return {
    take(frame) {
      const decoded = decodeChannelFrame(frame);
      // A malformed frame is reported (bad_message) where audio is read, not charged here.
      if (!decoded.ok) return true;
      return buckets[decoded.channel].take(Math.floor(decoded.bytes / 2));
    },
  };
}
