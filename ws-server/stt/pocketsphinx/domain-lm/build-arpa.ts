// An ARPA n-gram model from a small corpus, with interpolated Kneser-Ney smoothing: each order
// keeps its counts less a discount and hands the discounted mass to the next lower order, and
// lower orders count how many different words precede a word (so "Francisco" is not a likely
// word on its own just because "San Francisco" is frequent). The unigram level is mixed with
// a background distribution (the general model's unigrams), so every word of ordinary English
// stays possible and the domain's word sequences are preferred. Written in the interpolated
// form, an ARPA entry's probability already includes the lower orders' share, and a context's
// backoff weight is the mass it handed down: probabilities sum to one in every context.
import { mixBackgroundBigrams, type BackgroundBigrams } from './mix-background-bigrams';

export interface ArpaOptions {
  /** 2 (bigram) or 3 (trigram). */
  order?: number;
  /** Word → probability, summing to one or less; mixed into the unigram level. */
  background?: Map<string, number>;
  /** The background's share of the unigram level (0..1). */
  backgroundWeight?: number;
  /** A general model's bigrams, mixed into the bigram and trigram levels. */
  backgroundBigrams?: BackgroundBigrams;
  /** Their share of each context's distribution (0..1). */
  backgroundBigramWeight?: number;
}

export interface ArpaModel {
  text: string;
  /** Every word the model can predict (not <s>). */
  vocabulary: Set<string>;
  counts: number[];
}

const BOS = '<s>';
const EOS = '</s>';

export function buildArpa(sentences: string[][], options: ArpaOptions = {}): ArpaModel {
  const order = options.order ?? 3;
  if (order < 2 || order > 3) throw new Error('order must be 2 or 3');
  const background = options.background ?? new Map<string, number>();
  const beta = background.size > 0 ? (options.backgroundWeight ?? 0.5) : 0;

  // counts[k] holds k+1-grams: raw counts at the highest order, continuation counts below
  // (except n-grams opening a sentence, which have no left context to count).
  const raw = new Map<string, number>();
  for (const sentence of sentences) {
    const padded = [BOS, ...sentence, EOS];
    for (let i = 1; i < padded.length; i++) {
      const key = padded.slice(Math.max(0, i - order + 1), i + 1).join(' ');
      raw.set(key, (raw.get(key) ?? 0) + 1);
    }
  }
  const counts: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  for (const [key, n] of raw) add(counts[key.split(' ').length - 1], key, n);
  // Top down: each distinct n-gram type adds one to its suffix's continuation count.
  for (let k = order - 1; k >= 1; k--) {
    for (const key of counts[k].keys()) add(counts[k - 1], key.slice(key.indexOf(' ') + 1), 1);
  }

  const unigram = new Map<string, number>();
  const domainTotal = sum(counts[0], (w) => w !== BOS);
  const vocabulary = new Set<string>([...counts[0].keys(), ...background.keys()].filter((w) => w !== BOS));
  const backgroundTotal = [...vocabulary].reduce((s, w) => s + (background.get(w) ?? 0), 0);
  for (const w of vocabulary) {
    const domain = (counts[0].get(w) ?? 0) / domainTotal;
    const bg = beta > 0 ? (background.get(w) ?? 0) / backgroundTotal : 0;
    unigram.set(w, (1 - beta) * domain + beta * bg);
  }

  const probs: Map<string, number>[] = [unigram];
  const backoffs: Map<string, number>[] = [];
  for (let k = 1; k < order; k++) {
    const discount = discountFor(counts[k]);
    const totals = new Map<string, { total: number; distinct: number }>();
    for (const [key, n] of counts[k]) {
      const h = key.slice(0, key.lastIndexOf(' '));
      const t = totals.get(h) ?? { total: 0, distinct: 0 };
      t.total += n;
      t.distinct++;
      totals.set(h, t);
    }
    const gamma = new Map<string, number>();
    for (const [h, t] of totals) gamma.set(h, (discount * t.distinct) / t.total);
    const level = new Map<string, number>();
    for (const [key, n] of counts[k]) {
      const cut = key.lastIndexOf(' ');
      const h = key.slice(0, cut);
      const t = totals.get(h)!;
      const lower = probability(probs, backoffs, key.slice(key.indexOf(' ') + 1));
      level.set(key, Math.max(n - discount, 0) / t.total + gamma.get(h)! * lower);
    }
    probs.push(level);
    backoffs.push(gamma);
  }
  const levels = options.backgroundBigrams
    ? mixBackgroundBigrams({ probs, backoffs }, options.backgroundBigrams, options.backgroundBigramWeight ?? 0.5, vocabulary)
    : { probs, backoffs };
  return { text: writeArpa(levels.probs, levels.backoffs), vocabulary, counts: levels.probs.map((p, k) => p.size + (k === 0 ? 1 : 0)) };
}

/** P(last word | the others) under the model built so far, by backing off. */
function probability(probs: Map<string, number>[], backoffs: Map<string, number>[], key: string): number {
  const words = key.split(' ');
  const k = words.length - 1;
  if (k < probs.length) {
    const p = probs[k].get(key);
    if (p !== undefined) return p;
  }
  if (k === 0) return 0;
  const h = words.slice(0, -1).join(' ');
  const weight = backoffs[k - 1]?.get(h) ?? 1;
  return weight * probability(probs, backoffs, words.slice(1).join(' '));
}

/** Absolute discount from the count-of-counts (Ney's estimate), kept in a sane range for tiny corpora. */
function discountFor(level: Map<string, number>): number {
  let n1 = 0;
  let n2 = 0;
  for (const n of level.values()) {
    if (n === 1) n1++;
    else if (n === 2) n2++;
  }
  const d = n1 + 2 * n2 > 0 ? n1 / (n1 + 2 * n2) : 0.5;
  return Math.min(0.9, Math.max(0.1, d));
}

function writeArpa(probs: Map<string, number>[], backoffs: Map<string, number>[]): string {
  const lines = ['\\data\\', `ngram 1=${probs[0].size + 1}`, ...probs.slice(1).map((p, k) => `ngram ${k + 2}=${p.size}`), ''];
  probs.forEach((level, k) => {
    lines.push(`\\${k + 1}-grams:`);
    const bows = backoffs[k];
    if (k === 0) lines.push(`-99.0000\t${BOS}${bows ? `\t${log10(bows.get(BOS) ?? 1)}` : ''}`);
    for (const [key, p] of level) {
      const bow = bows?.get(key);
      lines.push(`${log10(p)}\t${key}${bow !== undefined ? `\t${log10(bow)}` : ''}`);
    }
    lines.push('');
  });
  lines.push('\\end\\', '');
  return lines.join('\n');
}

const log10 = (p: number) => (p > 0 ? Math.log10(p) : -99).toFixed(4);

function add(map: Map<string, number>, key: string, n: number): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

function sum(map: Map<string, number>, keep: (key: string) => boolean): number {
  let total = 0;
  for (const [key, n] of map) if (keep(key)) total += n;
  return total;
}
