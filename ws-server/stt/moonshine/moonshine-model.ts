// Moonshine (an encoder-decoder speech model, MIT; "tiny" or "base") through onnxruntime-node on the CPU:
// the encoder reads an utterance's 16 kHz samples whole, and the decoder writes its text one
// token at a time, reusing its attention cache between steps, as the model's own JavaScript
// package does: greedily, or keeping several hypotheses side by side as one batch (beam search).
// One loaded model serves every session: onnxruntime runs each decode on its own thread (one
// each), and the recogniser bounds how many run at once. The model files come from the npm
// registry (see scripts/fetch-moonshine-model.sh).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { InferenceSession, Tensor, TypedTensor } from 'onnxruntime-node';
import { bestBeam, stepBeams, type Beam, type FinishedBeam } from './beam-search';
import { createPhraseBias, NO_PHRASE_BIAS, phraseSpellings, type PhraseBias } from './phrase-bias';
import { createConfidenceTally, meanProbability, tokenLogProb } from './token-confidence';
import type { SpokenContext } from '../spoken-context';

const START_TOKEN = 1;
const END_TOKEN = 2;
/**
 * NO_EMPTY_READING: the decoder may not end before its first token. Our speech detector hands it
 * only audio that holds a voice, yet Moonshine tiny often ends at once, on speech it reads well
 * a moment later or with a little less silence around it: greedily it returned nothing for about
 * one reading at a pause in three on people's spontaneous speech (real-speech benchmark), so no
 * early answer could start there, and whole utterances (a quiet "you know, Montreal forced
 * aligner") came back empty. Whisper's decoders suppress a blank start the same way.
 */
/** Speech runs at well under 6 tokens a second; the cap stops a decoder that loops. */
const MAX_TOKENS_PER_SECOND = 6;
const SAMPLE_RATE = 16_000;
/** Letters a token needs to open one of the session's phrases. */
const MIN_OPENING_LETTERS = 3;

/** One utterance read: its text, and how sure the decoder was of it (0..1; undefined when nothing was read). */
export interface MoonshineReading {
  text: string;
  confidence?: number;
}

export interface MoonshineModel {
  /** The text of one utterance (16-bit mono PCM at 16 kHz), leaning towards the bias's phrases. */
  transcribe(pcm: Buffer, bias?: PhraseBias, beamWidth?: number): Promise<string>;
  /**
   * The same reading with the decoder's confidence in it (see token-confidence.ts). With `context`
   * (what was said just before) the model hears that audio first and is made to write its text
   * first (the decoder's prefix), so the utterance is read as the continuation it is; only the
   * words after the prefix are returned.
   */
  read(pcm: Buffer, bias?: PhraseBias, beamWidth?: number, context?: SpokenContext, isAborted?: () => boolean): Promise<MoonshineReading>;
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
  const { layers, kvHeads, headDim } = decoderShape(decoder);
  const read = async (pcm: Buffer, bias: PhraseBias = NO_PHRASE_BIAS, beamWidth = 1, context?: SpokenContext, isAborted: () => boolean = () => false): Promise<MoonshineReading> => {
    const count = pcm.length >> 1;
    if (count < SAMPLE_RATE / 10) return { text: '' }; // under 100 ms: nothing the model can read
    const prefix = context?.text.trim() ? tokenizer.encode(context.text.trim(), false, true) : [];
    const audio = prefix.length > 0 ? Buffer.concat([context!.pcm, pcm]) : pcm;
    const total = audio.length >> 1;
    const samples = new Float32Array(total);
    for (let i = 0; i < total; i++) samples[i] = audio.readInt16LE(i * 2) / 32768;
    const encoded = await encoder.run({ input_values: new ort.Tensor('float32', samples, [1, total]) });
    if (isAborted()) return { text: '' };
    const limit = Math.max(1, Math.trunc((count / SAMPLE_RATE) * MAX_TOKENS_PER_SECOND));
    const start = [START_TOKEN, ...prefix];
    const { tokens, confidence } = beamWidth > 1 ? await beamDecode(encoded.last_hidden_state, bias, beamWidth, limit, start, isAborted) : await greedyDecode(encoded.last_hidden_state, bias, limit, start, isAborted);
    return { text: tokenizer.decode(tokens, false).trim(), confidence };
  };

  const emptyCache = (): Record<string, Tensor> => {
    const cache: Record<string, Tensor> = {};
    for (let layer = 0; layer < layers; layer++) {
      for (const part of ['decoder', 'encoder']) {
        for (const kind of ['key', 'value']) cache[`past_key_values.${layer}.${part}.${kind}`] = new ort.Tensor('float32', new Float32Array(0), [0, kvHeads, 1, headDim]);
      }
    }
    return cache;
  };

  /** One decoder step: one token per hypothesis, or on the first step the whole start sequence of the one hypothesis. */
  const step = (inputs: readonly number[], hidden: Tensor, first: boolean, cache: Record<string, Tensor>) =>
    decoder.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.from(inputs.map(BigInt)), first ? [1, inputs.length] : [inputs.length, 1]),
      encoder_hidden_states: hidden,
      use_cache_branch: new ort.Tensor('bool', [!first], [1]),
      ...cache,
    });

  // A reading nobody waits for any more (its job aborted: the voice came back, a newer pass
  // superseded it) stops at its next step, so its decode slot and core go to the readings that
  // matter, such as the next pause's, instead of finishing text that is thrown away.
  const greedyDecode = async (hidden: Tensor, bias: PhraseBias, limit: number, start: readonly number[], isAborted: () => boolean): Promise<Decoded> => {
    const cache = emptyCache();
    const tokens: number[] = [];
    const tally = createConfidenceTally();
    const pass = bias.start();
    let input = -1;
    for (let n = 0; n < limit; n++) {
      if (isAborted()) return { tokens: [] };
      const out = await step(n === 0 ? start : [input], hidden, n === 0, cache);
      const logits = out.logits;
      const vocabulary = logits.dims[2];
      const row = float32Data(logits);
      const offset = (logits.dims[1] - 1) * vocabulary;
      if (n === 0) row[offset + END_TOKEN] = -Infinity; // see NO_EMPTY_READING
      const next = pass.choose(row, offset, vocabulary);
      tally.add(tokenLogProb(row, offset, vocabulary, next));
      if (next === END_TOKEN) break;
      pass.advance(next);
      tokens.push(next);
      input = next;
      // The decoder's own cache grows every step; the encoder's is computed once, on the first.
      for (const name of Object.keys(cache)) {
        if (n === 0 || name.includes('.decoder.')) cache[name] = out[name.replace('past_key_values', 'present')];
      }
    }
    return { tokens, confidence: tally.confidence() };
  };

  /** Several hypotheses decoded side by side as one batch; each step's cache follows its beams' parents. */
  const beamDecode = async (hidden: Tensor, bias: PhraseBias, width: number, limit: number, start: readonly number[], isAborted: () => boolean): Promise<Decoded> => {
    let cache = emptyCache();
    let beams: Beam[] = [{ tokens: [], logProb: 0, rawLogProb: 0, pass: bias.start() }];
    const finished: FinishedBeam[] = [];
    const crossByBatch = new Map<number, Record<string, Tensor>>(); // the encoder's cache, repeated per beam
    const hiddenByBatch = new Map<number, Tensor>([[1, hidden]]);
    for (let n = 0; n < limit && beams.length > 0 && finished.length < width; n++) {
      if (isAborted()) return { tokens: [] };
      const batch = beams.length;
      const out = await step(
        n === 0 ? start : beams.map((b) => b.tokens.at(-1)!),
        hiddenByBatch.get(batch) ?? hiddenByBatch.set(batch, repeatRows(hidden, batch)).get(batch)!,
        n === 0,
        n === 0 ? cache : { ...cache, ...crossFor(crossByBatch, batch) },
      );
      const logits = out.logits;
      // The first step's logits come for each token of the start sequence: only the last one's count.
      const vocabulary = logits.dims[2];
      const row = float32Data(logits).subarray((logits.dims[1] - 1) * vocabulary);
      if (n === 0) row[END_TOKEN] = -Infinity; // see NO_EMPTY_READING
      const next = stepBeams(beams, row, vocabulary, width, END_TOKEN);
      finished.push(...next.finished);
      beams = next.beams;
      const parents = next.beams.map((b) => b.parent);
      const self: Record<string, Tensor> = {};
      for (const name of Object.keys(cache)) {
        const present = out[name.replace('past_key_values', 'present')];
        if (name.includes('.decoder.')) self[name] = takeRows(present, parents);
        else if (n === 0) crossByBatch.set(1, { ...crossByBatch.get(1), [name]: present });
      }
      cache = self;
    }
    const done = bestBeam(finished);
    if (done) return { tokens: done.tokens, confidence: meanProbability(done.rawLogProb, done.tokens.length + 1) };
    // Cut off at the length limit: no end token was scored.
    const cut = bestBeam(beams);
    return cut ? { tokens: cut.tokens, confidence: meanProbability(cut.rawLogProb, cut.tokens.length) } : { tokens: [] };
  };

  const crossFor = (byBatch: Map<number, Record<string, Tensor>>, batch: number): Record<string, Tensor> => {
    let cross = byBatch.get(batch);
    if (!cross) {
      cross = Object.fromEntries(Object.entries(byBatch.get(1)!).map(([name, t]) => [name, repeatRows(t, batch)]));
      byBatch.set(batch, cross);
    }
    return cross;
  };

  /** Row `rows[i]` of the first dimension as row i (a cache reordered to follow its beams). */
  const takeRows = (t: Tensor, rows: readonly number[]): Tensor => {
    const per = t.dims.slice(1).reduce((a, b) => a * b, 1);
    const data = float32Data(t);
    const out = new Float32Array(rows.length * per);
    rows.forEach((row, i) => out.set(data.subarray(row * per, (row + 1) * per), i * per));
    return new ort.Tensor('float32', out, [rows.length, ...t.dims.slice(1)]);
  };
  const repeatRows = (t: Tensor, times: number): Tensor => (t.dims[0] === times ? t : takeRows(t, new Array<number>(times).fill(0)));

  const biasTowards = (terms: readonly string[], bonus: number): PhraseBias =>
    createPhraseBias(
      terms.flatMap(phraseSpellings).map((spelling) => tokenizer.encode(spelling, false, false)),
      bonus,
      // "▁North" may open a phrase; "▁K" (of "Kafka") or "▁Go" would be lifted everywhere.
      (token) => (tokenizer.vocabById[token] ?? '').replace('▁', '').length >= MIN_OPENING_LETTERS,
    );

  return { transcribe: async (pcm, bias, beamWidth) => (await read(pcm, bias, beamWidth)).text, read, biasTowards };
}

interface Decoded {
  tokens: number[];
  confidence?: number;
}

function isFloat32(t: Tensor): t is TypedTensor<'float32'> {
  return t.type === 'float32';
}

/** A tensor's numbers: the decoder's logits and caches are float32, checked rather than assumed. */
function float32Data(t: Tensor): Float32Array {
  if (!isFloat32(t)) throw new Error(`moonshine: expected a float32 tensor, got ${t.type}`);
  return t.data;
}

/**
 * The decoder's cache layout, read from its inputs (`past_key_values.<layer>.decoder.key`, shaped
 * [batch, heads, length, head size]), so that any Moonshine size loads: tiny has 6 layers of 8
 * heads of 36 values, base 8 layers of 8 heads of 52.
 */
function decoderShape(decoder: InferenceSession): { layers: number; kvHeads: number; headDim: number } {
  const layers = decoder.inputNames.filter((name) => /^past_key_values\.\d+\.decoder\.key$/.test(name)).length;
  const first = decoder.inputMetadata.find((m) => m.name === 'past_key_values.0.decoder.key');
  const shape = first?.isTensor ? first.shape : [];
  const [kvHeads, headDim] = [shape[1], shape[3]];
  if (layers === 0 || typeof kvHeads !== 'number' || typeof headDim !== 'number') throw new Error('not a Moonshine merged decoder: no past_key_values inputs of a known shape');
  return { layers, kvHeads, headDim };
}
