// Linear-interpolation resampling of mono 16-bit audio. Good enough for speech going
// to a recogniser (flite's 8 kHz voices, test material); not a hi-fi converter: upsampling
// adds no aliasing, and callers downsampling by large factors should low-pass first.

export function resampleLinear(input: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate <= 0 || toRate <= 0) throw new Error('sample rates must be positive');
  if (fromRate === toRate || input.length === 0) return input.slice();
  const outLength = Math.max(1, Math.round((input.length * toRate) / fromRate));
  const out = new Int16Array(outLength);
  const step = fromRate / toRate;
  const last = input.length - 1;
  for (let i = 0; i < outLength; i++) {
    const position = i * step;
    const left = Math.min(Math.floor(position), last);
    const right = Math.min(left + 1, last);
    const fraction = position - left;
    out[i] = Math.round(input[left] + (input[right] - input[left]) * fraction);
  }
  return out;
}

/** Averages interleaved channels into one. */
export function downmixToMono(input: Int16Array, channels: number): Int16Array {
  if (channels === 1) return input;
  const frames = Math.floor(input.length / channels);
  const out = new Int16Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += input[f * channels + c];
    out[f] = Math.round(sum / channels);
  }
  return out;
}
