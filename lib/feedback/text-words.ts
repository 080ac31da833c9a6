/**
 * Word-level helpers shared by the rubric's parts: spoken transcripts come with or without
 * punctuation and capitals (some recognisers give neither), so every rule here works on
 * lower-cased words and treats punctuation as a hint, never a requirement.
 */

export type Token = {
  /** Lower-cased word, apostrophes kept ("i'd", "don't"). */
  word: string;
  /** The word as written, for capitalisation checks. */
  raw: string;
  /** A comma, full stop or dash came right before it: a spoken pause. */
  pauseBefore: boolean;
  /** A comma, full stop or dash came right after it. */
  pauseAfter: boolean;
};

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’.%+#-]*[\p{L}\p{N}%+#]|[\p{L}\p{N}]|[,.;:!?—–]+/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let pause = true;
  for (const match of text.matchAll(TOKEN)) {
    const piece = match[0];
    if (/^[,.;:!?—–]+$/.test(piece)) {
      if (tokens.length > 0) tokens[tokens.length - 1].pauseAfter = true;
      pause = true;
      continue;
    }
    const raw = piece.replace(/’/g, "'").replace(/\.$/, '');
    tokens.push({ word: raw.toLowerCase(), raw, pauseBefore: pause, pauseAfter: false });
    pause = false;
  }
  return tokens;
}

/** Words as a speaker would count them (numbers count as words). */
export function countWords(text: string): number {
  return tokenize(text).length;
}

/**
 * Sentences: split on end punctuation when there is some; a transcript without any is cut
 * at spoken joins ("and then", "so") into clauses of at most ~25 words, so structure
 * detection still sees an opening, a middle and an end.
 */
export function splitSentences(text: string): string[] {
  const bySign = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (bySign.length > 1 || countWords(text) <= 30) return bySign;
  const words = text.trim().split(/\s+/);
  const sentences: string[] = [];
  let current: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const lower = words[i].toLowerCase();
    const join = lower === 'so' || (lower === 'and' && words[i + 1]?.toLowerCase() === 'then') || lower === 'then' || lower === 'but';
    if (join && current.length >= 8) {
      sentences.push(current.join(' '));
      current = [];
    }
    current.push(words[i]);
    if (current.length >= 25) {
      sentences.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) sentences.push(current.join(' '));
  return sentences;
}

/**
 * A light suffix-stripping stemmer: enough that "managed", "managing", "manager" and
 * "management" meet, without a dictionary. Over-stemming is harmless here: both sides of a
 * comparison go through the same function.
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 3) return w;
  const rules: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/sses$/, 'ss'],
    [/ational$/, 'ate'],
    [/ization$/, 'ize'],
    [/isation$/, 'ize'],
    [/ise$/, 'ize'],
    [/ments?$/, ''],
    [/ness$/, ''],
    [/ingly$/, ''],
    [/edly$/, ''],
    [/ing$/, ''],
    [/ed$/, ''],
    [/ers?$/, ''],
    [/ly$/, ''],
    [/([^su])s$/, '$1'],
  ];
  for (const [pattern, replacement] of rules) {
    const next = w.replace(pattern, replacement);
    if (next !== w && next.length >= 3) {
      w = next;
      break;
    }
  }
  // "running" → "runn" → "run"; "managed" → "manag" meets "manage" → "manag".
  w = w.replace(/([bdfgklmnprt])\1$/, '$1');
  if (w.length > 3) w = w.replace(/e$/, '');
  return w;
}

const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further get got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's me more most much mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own really same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves then there there's these they they'd they'll they're they've this those through to too under until up us very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's will with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves
  um umm uh uhh er erm ah hmm like yeah yes okay ok well actually basically literally kind sort know mean thing things stuff lot lots way ways one ones something anything everything someone tell describe explain give example time times question answer think thought say said go going gone make made take took want wanted need needed use used work worked working able sure please maybe probably new good great best better`.split(/\s+/),
);

function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** Distinct stems of the content words (stop words and one-letter words removed). */
export function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const { word } of tokenize(text)) {
    if (word.length < 2 || isStopWord(word) || /^[\d.,%]+$/.test(word)) continue;
    stems.add(stem(word));
  }
  return stems;
}
