// Per-bin noise power by minimum statistics: the smoothed power of a bin drops to the noise
// floor in every pause between words, so its minimum over a window longer than a phrase (about
// 1.5 s) follows stationary noise without any speech detector. The minimum is kept per
// sub-window, so when the noise gets louder the estimate catches up within one window length,
// and the minimum of a smoothed periodogram sits below the mean, hence the bias factor.
// A bin sounding without a break for longer than the window (a held vowel, a long phrase) would
// have its minimum climb to the speech itself, so the estimate may rise only slowly: a fan
// switched on is still learnt within seconds, while a few seconds of unbroken speech barely move it.

export interface NoiseFloorOptions {
  /** Smoothing of the power per frame (0..1) while it sits at the noise floor; higher is steadier. */
  smoothing?: number;
  /** Frames per sub-window; the whole window is subWindows x subWindowFrames frames. */
  subWindowFrames?: number;
  subWindows?: number;
  /** Mean noise power over the minimum of its smoothed power, measured on white and pink noise. */
  bias?: number;
  /** Fastest rise of the estimate, in dB per frame (Infinity: follow the minimum at once). */
  maxRiseDbPerFrame?: number;
  /** The slow rise starts from at least this power, so digital silence does not pin the estimate at zero. */
  riseFromPower?: number;
}

export interface NoiseFloorTracker {
  /** Takes one frame's power per bin and returns the noise power estimate per bin (shared array). */
  update(power: Float64Array): Float64Array;
}

// Frames of plain averaging before minima count: one raw periodogram is far below its mean in
// some bins, and a minimum latched from it would hold the estimate low for a whole window.
const WARM_UP_FRAMES = 6;
const MIN_SMOOTHING = 0.7;

export function createNoiseFloorTracker(bins: number, options: NoiseFloorOptions = {}): NoiseFloorTracker {
  const alpha = options.smoothing ?? 0.92;
  const subFrames = options.subWindowFrames ?? 12;
  const subWindows = options.subWindows ?? 8;
  const bias = options.bias ?? 2;
  const riseLimit = Math.pow(10, (options.maxRiseDbPerFrame ?? Infinity) / 10);
  const riseFrom = options.riseFromPower ?? 0;
  const smoothed = new Float64Array(bins);
  const currentMin = new Float64Array(bins).fill(Infinity);
  const pastMins = Array.from({ length: subWindows }, () => new Float64Array(bins).fill(Infinity));
  const windowMin = new Float64Array(bins).fill(Infinity);
  const noise = new Float64Array(bins);
  let frames = 0;
  let nextSub = 0;
  // Smoothing per bin: steady where the power sits at the noise floor, and quick where it is far
  // above it, so that a short pause between words already brings the power down to the floor.
  const smoothingOf = (k: number) => {
    if (frames <= WARM_UP_FRAMES) return (frames - 1) / frames;
    const ratio = smoothed[k] / Math.max(noise[k], 1e-6) - 1;
    return Math.max(alpha / (1 + ratio * ratio), MIN_SMOOTHING);
  };

  return {
    update(power) {
      frames++;
      for (let k = 0; k < bins; k++) {
        const a = smoothingOf(k);
        smoothed[k] = a * smoothed[k] + (1 - a) * power[k];
        if (frames >= WARM_UP_FRAMES && smoothed[k] < currentMin[k]) currentMin[k] = smoothed[k];
        const target = frames < WARM_UP_FRAMES ? smoothed[k] : bias * Math.min(windowMin[k], currentMin[k]);
        noise[k] = frames <= WARM_UP_FRAMES ? target : Math.min(target, Math.max(noise[k], riseFrom) * riseLimit);
      }
      if (frames >= WARM_UP_FRAMES && (frames - WARM_UP_FRAMES + 1) % subFrames === 0) {
        pastMins[nextSub].set(currentMin);
        nextSub = (nextSub + 1) % subWindows;
        currentMin.fill(Infinity);
        windowMin.fill(Infinity);
        for (const past of pastMins) {
          for (let k = 0; k < bins; k++) if (past[k] < windowMin[k]) windowMin[k] = past[k];
        }
      }
      return noise;
    },
  };
}
