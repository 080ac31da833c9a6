// AudioWorklet processor "pcm-framer": the shared tab's (or microphone's) audio → 16 kHz mono
// signed 16-bit little-endian PCM, posted to the main thread as one 3,200-byte ArrayBuffer
// per 100 ms. Area-averaging resampler, clipped to full scale; tests/unit/interview-pcm-framer.test.ts
// runs it against a TypeScript reference on the same vectors.
/* global sampleRate, registerProcessor, AudioWorkletProcessor */
const TARGET_SAMPLE_RATE = 16000;
const FRAME_SAMPLES = 1600;
const FRAME_BYTES = FRAME_SAMPLES * 2;

function floatToInt16(sample) {
  if (!(sample === sample)) return 0;
  const s = sample > 1 ? 1 : sample < -1 ? -1 : sample;
  return s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
}

class PcmFramerCore {
  constructor(inputSampleRate) {
    this.ratio = inputSampleRate / TARGET_SAMPLE_RATE;
    this.remaining = this.ratio;
    this.acc = 0;
    this.frame = new Int16Array(FRAME_SAMPLES);
    this.filled = 0;
  }

  push(channels) {
    const frames = [];
    const count = channels.length;
    if (count === 0) return frames;
    const length = channels[0].length;
    for (let i = 0; i < length; i++) {
      let x = 0;
      for (let c = 0; c < count; c++) x += channels[c][i];
      x /= count;
      let weight = 1;
      while (weight > 0) {
        const take = weight < this.remaining ? weight : this.remaining;
        this.acc += x * take;
        this.remaining -= take;
        weight -= take;
        if (this.remaining <= 1e-9) {
          this.frame[this.filled++] = floatToInt16(this.acc / this.ratio);
          this.acc = 0;
          this.remaining += this.ratio;
          if (this.filled === FRAME_SAMPLES) frames.push(this.takeFrame());
        }
      }
    }
    return frames;
  }

  takeFrame() {
    const buffer = new ArrayBuffer(FRAME_BYTES);
    const view = new DataView(buffer);
    for (let i = 0; i < FRAME_SAMPLES; i++) view.setInt16(i * 2, this.frame[i], true);
    this.filled = 0;
    return buffer;
  }
}

if (typeof AudioWorkletProcessor !== 'undefined') {
  class PcmFramerProcessor extends AudioWorkletProcessor {
    constructor() {
      super();
      this.core = new PcmFramerCore(sampleRate);
      this.stopped = false;
      this.port.onmessage = (event) => {
        if (event.data === 'stop') this.stopped = true;
      };
    }

    process(inputs) {
      if (this.stopped) return false;
      const input = inputs[0];
      // No input connected yet (or the track ended): keep the node alive, send nothing.
      if (input && input.length > 0) {
        for (const frame of this.core.push(input)) this.port.postMessage(frame, [frame]);
      }
      return true;
    }
  }
  registerProcessor('pcm-framer', PcmFramerProcessor);
}

// For the unit test, which loads this file in a plain VM context.
if (typeof globalThis.__pcmFramerExports === 'object') globalThis.__pcmFramerExports.PcmFramerCore = PcmFramerCore;
