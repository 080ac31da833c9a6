// Reads Debian's general English model (en-us.lm.bin, sphinxbase's "Trie Language Model" binary)
// far enough for a domain model to lean on it: the word list, every unigram's probability and
// backoff weight, and the bigrams. sphinxbase cannot write this model back out as ARPA text (its
// converter stops on an assertion), so the layout is read here, as the library reads it:
//   header text, order (1 byte), n-gram counts (uint32 each), quantiser type (int32),
//   quantisation tables (65,536 float32 each: probability and backoff for each middle order,
//   probability for the highest), unigrams (count + 1 entries of float32 prob, float32 backoff,
//   uint32 index of the first bigram), then the bit-packed bigram array (and higher orders),
//   and the NUL-separated word list at the very end.
// The trie is keyed by the predicted word first: the bigrams under unigram w are "v w", each
// holding v's index, P(w | v) and the backoff weight of the context "v w". Values are natural
// logs in base 1.0001, as sphinxbase keeps them.
import { readFileSync } from 'node:fs';

const HEADER = 'Trie Language Model';
const LOGMATH_TO_LOG10 = Math.log10(1.0001);
const QUANT_TABLE_FLOATS = 65_536;
const QUANT_BITS = 16; // each of probability and backoff in a middle order
const UNIGRAM_BYTES = 12;

export interface TrieBigram {
  /** Index of the context word (the earlier one). */
  context: number;
  /** Index of the predicted word. */
  word: number;
  log10Prob: number;
  log10Backoff: number;
}

export interface TrieModel {
  order: number;
  counts: number[];
  words: string[];
  unigramLog10Prob: Float64Array;
  unigramLog10Backoff: Float64Array;
  /** Calls back once per stored bigram "context word". */
  forEachBigram(visit: (bigram: TrieBigram) => void): void;
}

export function readTrieModel(lmBinPath: string): TrieModel {
  const data = readFileSync(lmBinPath);
  if (data.toString('latin1', 0, HEADER.length) !== HEADER) throw new Error(`${lmBinPath}: not a sphinxbase trie language model`);
  let at = HEADER.length;
  const order = data.readUInt8(at);
  at += 1;
  const counts = Array.from({ length: order }, (_, i) => data.readUInt32LE(at + 4 * i));
  at += 4 * order;
  const quantType = data.readInt32LE(at);
  at += 4;
  if (order < 2 || quantType !== 1) throw new Error(`${lmBinPath}: unsupported trie layout (order ${order}, quantisation ${quantType})`);
  // Middle orders have a probability table then a backoff table; the highest order one table.
  const bigramProbTable = at;
  const bigramBackoffTable = at + QUANT_TABLE_FLOATS * 4;
  at += ((order - 2) * 2 + 1) * QUANT_TABLE_FLOATS * 4;

  const unigramCount = counts[0];
  const unigramsAt = at;
  const unigramLog10Prob = new Float64Array(unigramCount);
  const unigramLog10Backoff = new Float64Array(unigramCount);
  const firstBigram = new Uint32Array(unigramCount + 1);
  for (let i = 0; i <= unigramCount; i++) {
    const base = unigramsAt + i * UNIGRAM_BYTES;
    if (i < unigramCount) {
      unigramLog10Prob[i] = data.readFloatLE(base) * LOGMATH_TO_LOG10;
      unigramLog10Backoff[i] = data.readFloatLE(base + 4) * LOGMATH_TO_LOG10;
    }
    firstBigram[i] = data.readUInt32LE(base + 8);
  }
  const bigramsAt = unigramsAt + (unigramCount + 1) * UNIGRAM_BYTES;
  const words = readWordList(data, unigramCount);

  const wordBits = requiredBits(unigramCount);
  const nextBits = requiredBits(order > 2 ? counts[2] : 0);
  const entryBits = wordBits + 2 * QUANT_BITS + (order > 2 ? nextBits : 0);
  const bigramBytes = Math.floor(((1 + counts[1]) * entryBits + 7) / 8) + 8;
  if (bigramsAt + bigramBytes > data.length) throw new Error(`${lmBinPath}: bigram array runs past the end of the file`);
  if (firstBigram[unigramCount] > counts[1]) throw new Error(`${lmBinPath}: bigram ranges do not fit the bigram count`);

  // sphinxbase reads a field as the 32-bit little-endian word at its first byte, shifted by the
  // bit offset within that byte, then masked: reading the same way gives the decoder's values.
  const read = (bitOffset: number, bits: number) => (data.readUInt32LE(bigramsAt + (bitOffset >>> 3)) >>> (bitOffset & 7)) & ((1 << bits) - 1);
  const table = (start: number, code: number) => data.readFloatLE(start + code * 4) * LOGMATH_TO_LOG10;

  return {
    order,
    counts,
    words,
    unigramLog10Prob,
    unigramLog10Backoff,
    forEachBigram(visit) {
      const bigram: TrieBigram = { context: 0, word: 0, log10Prob: 0, log10Backoff: 0 };
      for (let w = 0; w < unigramCount; w++) {
        for (let p = firstBigram[w]; p < firstBigram[w + 1]; p++) {
          const offset = p * entryBits;
          bigram.word = w;
          bigram.context = read(offset, wordBits);
          bigram.log10Backoff = table(bigramBackoffTable, read(offset + wordBits, QUANT_BITS));
          bigram.log10Prob = table(bigramProbTable, read(offset + wordBits + QUANT_BITS, QUANT_BITS));
          visit(bigram);
        }
      }
    },
  };
}

/** Bits needed to store values up to max (sphinxbase's rule: 0 needs none). */
function requiredBits(max: number): number {
  if (max === 0) return 0;
  let bits = 1;
  while ((max >>>= 1) !== 0) bits++;
  return bits;
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
