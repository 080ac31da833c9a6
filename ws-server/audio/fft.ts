// An in-place iterative radix-2 FFT for the noise reducer's short windows. Tables are built once
// per size, so a transform allocates nothing: it runs about 60 times a second per session.

export interface Fft {
  readonly size: number;
  /** Transforms re/im in place; the inverse includes the 1/size scaling. */
  transform(re: Float64Array, im: Float64Array, inverse?: boolean): void;
}

export function createFft(size: number): Fft {
  if (size < 2 || (size & (size - 1)) !== 0) throw new RangeError(`FFT size must be a power of two, got ${size}`);
  const bits = Math.log2(size);
  const reversed = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >>> b) & 1) << (bits - 1 - b);
    reversed[i] = r;
  }
  const cos = new Float64Array(size / 2);
  const sin = new Float64Array(size / 2);
  for (let i = 0; i < size / 2; i++) {
    cos[i] = Math.cos((2 * Math.PI * i) / size);
    sin[i] = Math.sin((2 * Math.PI * i) / size);
  }

  return {
    size,
    transform(re, im, inverse = false) {
      for (let i = 0; i < size; i++) {
        const j = reversed[i];
        if (j > i) {
          const tr = re[i];
          re[i] = re[j];
          re[j] = tr;
          const ti = im[i];
          im[i] = im[j];
          im[j] = ti;
        }
      }
      const sign = inverse ? 1 : -1;
      for (let half = 1; half < size; half *= 2) {
        const step = size / (2 * half);
        for (let start = 0; start < size; start += 2 * half) {
          for (let k = 0; k < half; k++) {
            const wr = cos[k * step];
            const wi = sign * sin[k * step];
            const a = start + k;
            const b = a + half;
            const xr = re[b] * wr - im[b] * wi;
            const xi = re[b] * wi + im[b] * wr;
            re[b] = re[a] - xr;
            im[b] = im[a] - xi;
            re[a] += xr;
            im[a] += xi;
          }
        }
      }
      if (inverse) {
        for (let i = 0; i < size; i++) {
          re[i] /= size;
          im[i] /= size;
        }
      }
    },
  };
}
