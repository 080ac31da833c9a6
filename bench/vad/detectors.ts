// The speech detectors compared, each turning a stream into speech segments the way a live
// session meets them: when speech was dated to start and end, and when the detector knew.
import { EnergyVad } from '../../ws-server/audio/vad';
import { parseConfig } from '../../ws-server/config';
import { FRAME_BYTES, pcmDurationMs } from '../../ws-server/audio/pcm';
import { SILERO_WINDOW_MS } from './silero-model';

export interface Segment {
  /** Where the speech was dated to start (ms of the stream). */
  startMs: number;
  /** When the detector said so: the stream time it had heard by then. */
  startKnownMs: number;
  /** Where its closing silence began. */
  endMs: number;
  /** When the detector ended it (after its hangover). */
  endKnownMs: number;
}

/**
 * The hangover an offline session runs with (STT_OFFLINE_HANGOVER_MS, read as the server reads
 * it), not the detector's own default: both detectors end on these terms.
 */
export const SESSION_HANGOVER_MS = sessionHangoverMs();

function sessionHangoverMs(): number {
  const stt = parseConfig({ NODE_ENV: 'test', STT_PROVIDER: 'moonshine', ...(process.env.STT_OFFLINE_HANGOVER_MS ? { STT_OFFLINE_HANGOVER_MS: process.env.STT_OFFLINE_HANGOVER_MS } : {}) }).engines.stt;
  if (stt.provider !== 'moonshine') throw new Error(`bench:vad: expected the Moonshine configuration, got ${stt.provider}`);
  return stt.hangoverMs;
}

/** The product's energy detector as an offline session sets it up, fed the 100 ms frames a session gets. */
export function energySegments(pcm: Buffer, hangoverMs = SESSION_HANGOVER_MS): Segment[] {
  const vad = new EnergyVad({ hangoverMs });
  const segments: Segment[] = [];
  let open: Pick<Segment, 'startMs' | 'startKnownMs'> | undefined;
  let heardMs = 0;
  const take = (events: ReturnType<EnergyVad['push']>) => {
    for (const e of events) {
      if (e.type === 'speech-start') open = { startMs: e.atMs, startKnownMs: heardMs };
      else if (open) {
        segments.push({ ...open, endMs: e.atMs, endKnownMs: heardMs });
        open = undefined;
      }
    }
  };
  for (let at = 0; at < pcm.length; at += FRAME_BYTES) {
    const frame = pcm.subarray(at, at + FRAME_BYTES);
    heardMs += pcmDurationMs(frame.length);
    take(vad.push(frame));
  }
  take(vad.flush());
  return segments;
}

export interface SileroSettings {
  /** A window at or over this probability is speech (Silero's own default, 0.5). */
  threshold: number;
  /** Speech ends once windows stay under this (Silero's default: threshold - 0.15)... */
  releaseThreshold: number;
  /** ...for this long: the product's hangover, so both detectors end on the same terms. */
  hangoverMs: number;
  /** A start is dated this much before its first speech window (Silero's speech_pad_ms). */
  padMs: number;
}

export const SILERO_DEFAULTS: SileroSettings = { threshold: 0.5, releaseThreshold: 0.35, hangoverMs: SESSION_HANGOVER_MS, padMs: 30 };

/** Silero alone: its streaming rule (VADIterator's) over the window probabilities. */
export function sileroSegments(probabilities: Float32Array, settings: SileroSettings = SILERO_DEFAULTS): Segment[] {
  const segments: Segment[] = [];
  let open: Pick<Segment, 'startMs' | 'startKnownMs'> | undefined;
  let quietSinceMs: number | undefined;
  probabilities.forEach((p, w) => {
    const fromMs = w * SILERO_WINDOW_MS;
    const heardMs = fromMs + SILERO_WINDOW_MS;
    if (!open) {
      if (p >= settings.threshold) open = { startMs: Math.max(0, fromMs - settings.padMs), startKnownMs: heardMs };
      return;
    }
    if (p >= settings.threshold) quietSinceMs = undefined;
    else if (p < settings.releaseThreshold) quietSinceMs ??= fromMs;
    if (quietSinceMs !== undefined && heardMs - quietSinceMs >= settings.hangoverMs) {
      segments.push({ ...open, endMs: quietSinceMs, endKnownMs: heardMs });
      open = undefined;
      quietSinceMs = undefined;
    }
  });
  if (open) {
    const endMs = probabilities.length * SILERO_WINDOW_MS;
    segments.push({ ...open, endMs: quietSinceMs ?? endMs, endKnownMs: endMs });
  }
  return segments;
}

/**
 * Silero confirms: the energy detector times the segments (its onsets, lead-in and hangover), and
 * Silero decides whether one is speech at all. A segment counts once the first window in it that
 * Silero calls speech is heard; one Silero never confirms is dropped (noise, a click, a cough the
 * energy detector took for a voice).
 */
export function confirmedSegments(energy: Segment[], probabilities: Float32Array, threshold = SILERO_DEFAULTS.threshold): Segment[] {
  const kept: Segment[] = [];
  for (const s of energy) {
    const confirmed = firstSpeechWindow(probabilities, s.startMs, s.endMs, threshold);
    if (confirmed === undefined) continue;
    kept.push({ ...s, startKnownMs: Math.max(s.startKnownMs, (confirmed + 1) * SILERO_WINDOW_MS) });
  }
  return kept;
}

/**
 * Energy starts, Silero ends: the energy detector's onset (and its dating back over a quiet
 * lead-in) opens a segment once Silero confirms speech in it, and Silero's rule closes it, so
 * noise that keeps the energy up after the last word no longer holds the turn open.
 */
export function energyStartSileroEndSegments(energy: Segment[], probabilities: Float32Array, settings: SileroSettings = SILERO_DEFAULTS): Segment[] {
  const segments: Segment[] = [];
  let endedAtMs = -1;
  for (const s of energy) {
    if (s.endMs <= endedAtMs) continue; // wholly inside the segment before, which Silero kept open
    // One that began inside the segment before goes on from the first speech Silero hears after it.
    const resumes = s.startMs < endedAtMs;
    const confirmed = firstSpeechWindow(probabilities, Math.max(s.startMs, endedAtMs), s.endMs, settings.threshold);
    if (confirmed === undefined) continue;
    const startMs = resumes ? Math.max(endedAtMs, confirmed * SILERO_WINDOW_MS - settings.padMs) : s.startMs;
    let quietSinceMs: number | undefined;
    let w = confirmed;
    for (; w < probabilities.length; w++) {
      const p = probabilities[w];
      if (p >= settings.threshold) quietSinceMs = undefined;
      else if (p < settings.releaseThreshold) quietSinceMs ??= w * SILERO_WINDOW_MS;
      if (quietSinceMs !== undefined && (w + 1) * SILERO_WINDOW_MS - quietSinceMs >= settings.hangoverMs) break;
    }
    const heardMs = Math.min(w + 1, probabilities.length) * SILERO_WINDOW_MS;
    const endMs = quietSinceMs ?? heardMs;
    segments.push({ startMs, startKnownMs: Math.max(s.startKnownMs, (confirmed + 1) * SILERO_WINDOW_MS), endMs, endKnownMs: heardMs });
    endedAtMs = endMs;
  }
  return segments;
}

/** The first window from `fromMs` to `toMs` (and a hangover past it) that Silero calls speech. */
function firstSpeechWindow(probabilities: Float32Array, fromMs: number, toMs: number, threshold: number): number | undefined {
  const last = Math.min(probabilities.length - 1, Math.ceil((toMs + SILERO_DEFAULTS.hangoverMs) / SILERO_WINDOW_MS));
  for (let w = Math.max(0, Math.floor(fromMs / SILERO_WINDOW_MS)); w <= last; w++) if (probabilities[w] >= threshold) return w;
  return undefined;
}
