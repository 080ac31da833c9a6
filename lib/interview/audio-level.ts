/**
 * Level arithmetic for the pre-flight meters: the RMS of an AnalyserNode's time-domain
 * samples, its position on a meter, and how long a stream has been silent. Pure: the caller
 * owns the analyser and the clock.
 */

/** Below about -50 dBFS counts as silence: room noise on a quiet microphone sits under it, speech far above. */
export const SILENCE_RMS = 0.003;
/** How long a stream may stay silent before the check says so. */
export const SILENCE_WARN_MS = 10_000;
/** The meter shows -60 dBFS as empty and 0 dBFS as full, so quiet speech still moves it. */
const METER_FLOOR_DB = -60;

/** Root mean square of samples in [-1, 1] (getFloatTimeDomainData), 0 for none. */
export function rmsLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i] * samples[i];
  return Math.sqrt(sum / samples.length);
}

/** Where an RMS level sits on the meter, 0 to 1, on a decibel scale. */
export function meterFraction(rms: number): number {
  if (!(rms > 0)) return 0;
  const db = 20 * Math.log10(Math.min(rms, 1));
  return Math.max(0, Math.min(1, (db - METER_FLOOR_DB) / -METER_FLOOR_DB));
}

export interface SilenceTracker {
  /** When the stream started being watched (ms, caller's clock). */
  since: number;
  /** When a level above SILENCE_RMS was last seen; null while nothing has been heard. */
  lastSoundAt: number | null;
}

export function startSilence(now: number): SilenceTracker {
  return { since: now, lastSoundAt: null };
}

export function trackSilence(tracker: SilenceTracker, rms: number, now: number): SilenceTracker {
  return rms >= SILENCE_RMS ? { ...tracker, lastSoundAt: now } : tracker;
}

/** How long the stream has been silent: since the last sound, or since watching began. */
export function silentForMs(tracker: SilenceTracker, now: number): number {
  return Math.max(0, now - (tracker.lastSoundAt ?? tracker.since));
}
