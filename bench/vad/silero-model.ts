// The product's Silero model (ws-server/audio/silero-model.ts) over a whole stream: the model is
// causal and carries its state, so the probabilities computed here at once are the ones a live
// session computes window by window.
import { toSamples } from '../../ws-server/audio/pcm';
import { loadSileroModel as loadProductModel, SILERO_CONTEXT_SAMPLES, SILERO_STATE_SIZE, SILERO_WINDOW_SAMPLES } from '../../ws-server/audio/silero-model';

export { SILERO_WINDOW_MS } from '../../ws-server/audio/silero-model';

export interface SileroModel {
  /** The speech probability of each 32 ms window of `pcm` (16 kHz mono 16-bit), in order. */
  probabilities(pcm: Buffer): Promise<Float32Array>;
}

export async function loadSileroModel(): Promise<SileroModel> {
  const model = await loadProductModel();
  return {
    async probabilities(pcm) {
      const samples = toSamples(pcm);
      const out = new Float32Array(Math.floor(samples.length / SILERO_WINDOW_SAMPLES));
      const state = new Float32Array(SILERO_STATE_SIZE);
      const input = new Float32Array(SILERO_CONTEXT_SAMPLES + SILERO_WINDOW_SAMPLES);
      for (let w = 0; w < out.length; w++) {
        input.copyWithin(0, SILERO_WINDOW_SAMPLES); // the previous window's last 64 samples (zeros first)
        for (let i = 0; i < SILERO_WINDOW_SAMPLES; i++) input[SILERO_CONTEXT_SAMPLES + i] = samples[w * SILERO_WINDOW_SAMPLES + i] / 32768;
        out[w] = await model.probability(input, state);
      }
      return out;
    },
  };
}
