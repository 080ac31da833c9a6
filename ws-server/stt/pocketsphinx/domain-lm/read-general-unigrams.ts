// The general model's unigrams, read straight from Debian's en-us.lm.bin (sphinxbase's "Trie
// Language Model" format): a domain model built on our small corpus backs off to them, so the
// words of ordinary English stay in its vocabulary with their usual frequencies. Only the
// unigram table and the word list are read; the bigram and trigram tries are skipped.
import { readFileSync } from 'node:fs';

const HEADER = 'Trie Language Model';
/** sphinxbase keeps probabilities as logs in base 1.0001. */
const LOGMATH_TO_LOG10 = Math.log10(1.0001);
/** 16-bit quantisation: one table of 2^16 floats per stored value (probability, backoff). */
const QUANT_16_TABLE_BYTES = 65_536 * 4;
const UNIGRAM_BYTES = 12; // float prob, float backoff, uint32 index of the first bigram

export interface GeneralUnigram {
  word: string;
  log10Prob: number;
}

/** Every unigram of the model, most probable first; throws when the file is not in that format. */
export function readGeneralUnigrams(lmBinPath: string): GeneralUnigram[] {
  const data = readFileSync(lmBinPath);
  if (data.toString('latin1', 0, HEADER.length) !== HEADER) throw new Error(`${lmBinPath}: not a sphinxbase trie language model`);
  const order = data.readUInt8(HEADER.length);
  const unigramCount = data.readUInt32LE(HEADER.length + 1);
  const quantType = data.readInt32LE(HEADER.length + 1 + 4 * order);
  if (order < 2 || quantType !== 1) throw new Error(`${lmBinPath}: unsupported trie layout (order ${order}, quantisation ${quantType})`);
  // Middle orders quantise probability and backoff, the highest order probability only.
  const tables = (order - 2) * 2 + 1;
  const unigramsAt = HEADER.length + 1 + 4 * order + 4 + tables * QUANT_16_TABLE_BYTES;

  const words = readWordList(data, unigramCount);
  const unigrams: GeneralUnigram[] = [];
  for (let i = 0; i < unigramCount; i++) {
    const logmath = data.readFloatLE(unigramsAt + i * UNIGRAM_BYTES);
    const word = words[i];
    if (word.startsWith('<')) continue; // <s>, </s>, <UNK>: the domain model writes its own
    unigrams.push({ word, log10Prob: logmath * LOGMATH_TO_LOG10 });
  }
  const mass = unigrams.reduce((sum, u) => sum + 10 ** u.log10Prob, 0);
  if (!(mass > 0.5 && mass < 1.5)) throw new Error(`${lmBinPath}: unigram probabilities do not add up (${mass.toFixed(3)})`);
  return unigrams.sort((a, b) => b.log10Prob - a.log10Prob);
}

/** The vocabulary closes the file: one NUL-terminated string per unigram, in index order. */
function readWordList(data: Buffer, count: number): string[] {
  let start = data.length - 1;
  let seen = 0;
  while (start > 0 && seen < count) {
    start--;
    if (data[start] === 0) seen++;
  }
  const words = data.toString('latin1', start + 1, data.length - 1).split('\0');
  if (words.length !== count) throw new Error(`word list holds ${words.length} words, the header says ${count}`);
  return words;
}
