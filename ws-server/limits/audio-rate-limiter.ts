// Received audio metered against the wall clock, as a token bucket in samples: it refills at
// `maxSpeed` times real time (1.5x by default) and holds `burstSeconds` of audio. A browser
// catching up after a network stall, or flushing the audio it buffered before `ready`, gets
// through; a client sending faster than it can speak runs dry (2x real time after about 10 s
// of a 5 s bucket, 10x within about half a second). Speech to text is billed per second of
// audio and the session per second of wall clock: this keeps the first within 1.5x of the second.
import { SAMPLE_RATE } from '../audio/pcm';

const DEFAULT_MAX_AUDIO_SPEED = 1.5;

export interface AudioRateLimiter {
  /** False when these samples are over the limit. */
  take(samples: number): boolean;
}

export interface AudioRateLimiterOptions {
  burstSeconds: number;
  /** How many times real time a client may sustain; 1.5 when unset. */
  maxSpeed?: number;
  /** Monotonic milliseconds. */
  now: () => number;
  samplesPerSecond?: number;
}

export function createAudioRateLimiter(options: AudioRateLimiterOptions): AudioRateLimiter {
  const realTime = options.samplesPerSecond ?? SAMPLE_RATE;
  const rate = realTime * (options.maxSpeed ?? DEFAULT_MAX_AUDIO_SPEED);
  const capacity = options.burstSeconds * realTime;
  let tokens = capacity;
  let last = options.now();
  return {
    take(samples) {
      const t = options.now();
      tokens = Math.min(capacity, tokens + ((t - last) / 1000) * rate);
      last = t;
      if (samples > tokens) return false;
      tokens -= samples;
      return true;
    },
  };
}
