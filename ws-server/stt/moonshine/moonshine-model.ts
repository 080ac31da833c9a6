// Moonshine "tiny" (an encoder-decoder speech model, MIT) through onnxruntime-node on the CPU:
// the encoder reads an utterance's 16 kHz samples whole, and the decoder writes its text one
// token at a time, greedily, reusing its attention cache between steps, as the model's own
// JavaScript package does. One loaded model serves every session: onnxruntime runs each decode
// on its own thread (one each), and the recogniser bounds how many run at once. The
// model files come from the npm registry (see scripts/fetch-moonshine-model.sh).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { createPhraseBias, NO_PHRASE_BIAS, phraseSpellings, type PhraseBias } from './phrase-bias';

/** The tiny model's decoder: 6 layers, 8 key/value heads of 36 values. */
const LAYERS = 6;
const KV_HEADS = 8;
const HEAD_DIM = 36;
const START_TOKEN = 1;
const END_TOKEN = 2;
/** Speech runs at well under 6 tokens a second; the cap stops a decoder that loops. */
const MAX_TOKENS_PER_SECOND = 6;
const SAMPLE_RATE = 16_000;
/** Letters a token needs to open one of the session's phrases. */
const MIN_OPENING_LETTERS = 3;

export interface MoonshineModel {
  /** The text of one utterance (16-bit mono PCM at 16 kHz), leaning towards the bias's phrases. */
  transcribe(pcm: Buffer, bias?: PhraseBias): Promise<string>;
  /** A bias towards these terms (as the resume and job description spell them), `bonus` on each of their tokens' logits. */
  biasTowards(terms: readonly string[], bonus: number): PhraseBias;
}

export const MOONSHINE_FILES = ['encoder_model.onnx', 'decoder_model_merged.onnx'] as const;

/** Whether the model's files are in `dir`. */
export function moonshineInstalled(dir: string): boolean {
  return MOONSHINE_FILES.every((f) => existsSync(join(dir, f)));
}

export async function loadMoonshineModel(dir: string): Promise<MoonshineModel> {
  const ort = await import('onnxruntime-node');
  const tokenizer = (await import('llama-tokenizer-js')).default;
  const options: InferenceSession.SessionOptions = { intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'all' };
  const encoder = await ort.InferenceSession.create(join(dir, 'encoder_model.onnx'), options);
  const decoder = await ort.InferenceSession.create(join(dir, 'decoder_model_merged.onnx'), options);
  const decode = async (pcm: Buffer, bias: PhraseBias = NO_PHRASE_BIAS): Promise<string> => {
    const count = pcm.length >> 1;
    if (count < SAMPLE_RATE / 10) return ''; // under 100 ms: nothing the model can read
    const samples = new Float32Array(count);
    for (let i = 0; i < count; i++) samples[i] = pcm.readInt16LE(i * 2) / 32768;
    const encoded = await encoder.run({ input_values: new ort.Tensor('float32', samples, [1, count]) });
    const hidden = encoded.last_hidden_state;
    const cache: Record<string, Tensor> = {};
    for (let layer = 0; layer < LAYERS; layer++) {
      for (const part of ['decoder', 'encoder']) {
        for (const kind of ['key', 'value']) cache[`past_key_values.${layer}.${part}.${kind}`] = new ort.Tensor('float32', new Float32Array(0), [0, KV_HEADS, 1, HEAD_DIM]);
      }
    }
    const tokens: number[] = [];
    const pass = bias.start();
    let input = START_TOKEN;
    const limit = Math.max(1, Math.trunc((count / SAMPLE_RATE) * MAX_TOKENS_PER_SECOND));
    for (let step = 0; step < limit; step++) {
      const out = await decoder.run({
        input_ids: new ort.Tensor('int64', BigInt64Array.from([BigInt(input)]), [1, 1]),
        encoder_hidden_states: hidden,
        use_cache_branch: new ort.Tensor('bool', [step > 0], [1]),
        ...cache,
      });
      const logits = out.logits;
      const vocabulary = logits.dims[2];
      const next = pass.choose(logits.data as Float32Array, (logits.dims[1] - 1) * vocabulary, vocabulary);
      if (next === END_TOKEN) break;
      pass.advance(next);
      tokens.push(next);
      input = next;
      // The decoder's own cache grows every step; the encoder's is computed once, on the first.
      for (const name of Object.keys(cache)) {
        if (step === 0 || name.includes('.decoder.')) cache[name] = out[name.replace('past_key_values', 'present')];
      }
    }
    return tokenizer.decode(tokens, false).trim();
  };

  const biasTowards = (terms: readonly string[], bonus: number): PhraseBias =>
    createPhraseBias(
      terms.flatMap(phraseSpellings).map((spelling) => tokenizer.encode(spelling, false, false)),
      bonus,
      // "▁North" may open a phrase; "▁K" (of "Kafka") or "▁Go" would be lifted everywhere.
      (token) => (tokenizer.vocabById[token] ?? '').replace('▁', '').length >= MIN_OPENING_LETTERS,
    );

  return { transcribe: decode, biasTowards };
}
