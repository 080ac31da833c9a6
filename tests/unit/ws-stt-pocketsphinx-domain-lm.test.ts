// The offline recogniser's per-session domain model: the ARPA builder's probabilities, the
// pronunciations of words the dictionary lacks, and the corpus built from resume and job description.
import { buildArpa } from '@/ws-server/stt/pocketsphinx/domain-lm/build-arpa';
import type { BackgroundBigrams } from '@/ws-server/stt/pocketsphinx/domain-lm/mix-background-bigrams';
import { sessionCorpus } from '@/ws-server/stt/pocketsphinx/domain-lm/domain-corpus';
import { lmSentences, spellNumber } from '@/ws-server/stt/pocketsphinx/domain-lm/lm-sentences';
import { pronounceWord } from '@/ws-server/stt/pocketsphinx/domain-lm/pronounce-word';
import type { Pronunciations } from '@/ws-server/stt/pocketsphinx/domain-lm/read-cmudict';

interface Arpa {
  counts: number[];
  prob: Map<string, number>;
  bow: Map<string, number>;
}

/** A strict reader of the format pocketsphinx loads: header counts must match each section. */
function parseArpa(text: string): Arpa {
  const lines = text.split('\n');
  expect(lines[0]).toBe('\\data\\');
  const counts: number[] = [];
  const prob = new Map<string, number>();
  const bow = new Map<string, number>();
  let order = 0;
  let seen: number[] = [];
  for (const line of lines.slice(1)) {
    const header = line.match(/^ngram (\d)=(\d+)$/);
    if (header) counts[Number(header[1]) - 1] = Number(header[2]);
    else if (/^\\(\d)-grams:$/.test(line)) order = Number(line[1]);
    else if (line === '\\end\\') break;
    else if (line.trim() && order > 0) {
      const fields = line.split('\t');
      expect(fields.length === 2 || fields.length === 3).toBe(true);
      expect(fields[1].split(' ')).toHaveLength(order);
      prob.set(fields[1], 10 ** Number(fields[0]));
      if (fields[2] !== undefined) bow.set(fields[1], 10 ** Number(fields[2]));
      seen = [...seen];
      seen[order - 1] = (seen[order - 1] ?? 0) + 1;
    }
  }
  expect(seen).toEqual(counts);
  return { counts, prob, bow };
}

/** P(word | context) with ARPA backoff. */
function p(arpa: Arpa, context: string[], word: string): number {
  const key = [...context, word].join(' ');
  if (arpa.prob.has(key)) return arpa.prob.get(key)!;
  if (context.length === 0) return 0;
  return (arpa.bow.get(context.join(' ')) ?? 1) * p(arpa, context.slice(1), word);
}

const corpus = [
  ['tell', 'me', 'about', 'yourself'],
  ['tell', 'me', 'about', 'a', 'time', 'you', 'failed'],
  ['why', 'do', 'you', 'want', 'this', 'job'],
  ['tell', 'me', 'about', 'your', 'last', 'project'],
  ['what', 'was', 'the', 'outcome'],
];
const background = new Map([['the', 0.4], ['a', 0.3], ['weather', 0.2], ['time', 0.1]]);

describe('ARPA builder (interpolated Kneser-Ney with a background unigram mix)', () => {
  const model = buildArpa(corpus, { order: 3, background, backgroundWeight: 0.3 });
  const arpa = parseArpa(model.text);
  const vocabulary = [...model.vocabulary];

  it('gives every context a distribution summing to one over the vocabulary', () => {
    for (const context of [[], ['<s>'], ['tell'], ['about'], ['weather'], ['<s>', 'tell'], ['tell', 'me'], ['me', 'about'], ['you', 'want'], ['the', 'weather']]) {
      const total = vocabulary.reduce((sum, w) => sum + p(arpa, context, w), 0);
      expect(total).toBeCloseTo(1, 3);
    }
  });

  it('writes valid backoff weights: positive, below one, on every context of a longer n-gram', () => {
    for (const key of arpa.prob.keys()) {
      const words = key.split(' ');
      if (words.length < 3) continue;
      expect(arpa.bow.has(words.slice(0, -1).join(' '))).toBe(true);
    }
    for (const weight of arpa.bow.values()) {
      expect(weight).toBeGreaterThan(0);
      expect(weight).toBeLessThan(1);
    }
    expect(arpa.prob.get('<s>')).toBeCloseTo(0, 9); // -99: never predicted
    expect(arpa.counts).toEqual(model.counts);
  });

  it('prefers the domain sequence and still allows background words it never saw', () => {
    expect(p(arpa, ['tell', 'me'], 'about')).toBeGreaterThan(0.5);
    expect(p(arpa, ['me', 'about'], 'yourself')).toBeGreaterThan(p(arpa, ['me', 'about'], 'weather'));
    expect(p(arpa, ['me', 'about'], 'weather')).toBeGreaterThan(0);
    expect(model.vocabulary.has('weather')).toBe(true);
    expect(model.vocabulary.has('<s>')).toBe(false);
  });

  it('builds a bigram model too, and a model without a background', () => {
    const bigram = parseArpa(buildArpa(corpus, { order: 2 }).text);
    expect(bigram.counts).toHaveLength(2);
    const words = [...new Set(corpus.flat()), '</s>'];
    expect(words.reduce((sum, w) => sum + p(bigram, ['about'], w), 0)).toBeCloseTo(1, 3);
  });
});

describe('general bigrams mixed into the ARPA model', () => {
  const general: BackgroundBigrams = {
    probs: new Map([
      ['the', new Map([['weather', 0.5], ['zebra', 0.2]])], // zebra is outside the vocabulary
      ['<s>', new Map([['what', 0.3], ['the', 0.2]])],
      ['about', new Map([['the', 0.6]])],
    ]),
    backoffs: new Map([['the', 0.4], ['<s>', 0.6], ['about', 0.3]]),
    unigrams: background,
  };
  const plain = parseArpa(buildArpa(corpus, { order: 3, background, backgroundWeight: 0.3 }).text);
  const model = buildArpa(corpus, { order: 3, background, backgroundWeight: 0.3, backgroundBigrams: general, backgroundBigramWeight: 0.5 });
  const arpa = parseArpa(model.text);
  const vocabulary = [...model.vocabulary];

  it('still gives every context a distribution summing to one over the vocabulary', () => {
    for (const context of [[], ['<s>'], ['the'], ['about'], ['tell'], ['weather'], ['<s>', 'tell'], ['tell', 'me'], ['me', 'about'], ['you', 'want']]) {
      const total = vocabulary.reduce((sum, w) => sum + p(arpa, context, w), 0);
      expect(total).toBeCloseTo(1, 3);
    }
    expect(arpa.counts).toEqual(model.counts);
  });

  it('raises what the general model expects after a word and keeps the domain phrases first', () => {
    expect(p(arpa, ['the'], 'weather')).toBeGreaterThan(p(plain, ['the'], 'weather') + 0.1);
    expect(p(arpa, ['<s>'], 'what')).toBeGreaterThan(p(plain, ['<s>'], 'what'));
    expect(p(arpa, ['about'], 'the')).toBeGreaterThan(p(plain, ['about'], 'the'));
    const likeliest = (context: string[]) => vocabulary.reduce((best, w) => (p(arpa, context, w) > p(arpa, context, best) ? w : best));
    expect(likeliest(['tell', 'me'])).toBe('about');
    expect(likeliest(['the'])).toBe('weather');
    expect(p(arpa, ['me', 'about'], 'yourself')).toBeGreaterThan(p(arpa, ['me', 'about'], 'weather'));
  });

  it('lists no word outside the vocabulary, and with no weight gives the domain model back', () => {
    expect(arpa.prob.has('the zebra')).toBe(false);
    expect(model.vocabulary.has('zebra')).toBe(false);
    const unmixed = parseArpa(buildArpa(corpus, { order: 3, background, backgroundWeight: 0.3, backgroundBigrams: general, backgroundBigramWeight: 0 }).text);
    for (const [context, word] of [[['tell', 'me'], 'about'], [['me'], 'about'], [['the'], 'weather'], [['<s>'], 'what'], [['you', 'want'], 'this']] as [string[], string][]) {
      expect(p(unmixed, context, word)).toBeCloseTo(p(plain, context, word), 4);
    }
  });
});

const dict: Pronunciations = new Map([
  ['north', ['N AO R TH']],
  ['wind', ['W IH N D', 'W AY N D']],
  ['type', ['T AY P']],
  ['script', ['S K R IH P T']],
  ['read', ['R EH D', 'R IY D']],
  ['post', ['P OW S T']],
]);
const PHONES = new Set('AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '));

describe('pronunciations for words the dictionary lacks', () => {
  it('keeps every dictionary pronunciation of a known word', () => {
    expect(pronounceWord('read', dict)).toEqual(['R EH D', 'R IY D']);
  });

  it('spells acronyms letter by letter', () => {
    expect(pronounceWord('AWS', dict)).toEqual(['EY D AH B AH L Y UW EH S']);
    expect(pronounceWord('SQL', dict)).toEqual(['EH S K Y UW EH L']);
    expect(pronounceWord('js', dict)).toEqual(['JH EY EH S']);
  });

  it('joins dictionary words for compounds and camel-case names', () => {
    expect(pronounceWord('Northwind', dict)).toEqual(['N AO R TH W IH N D']);
    expect(pronounceWord('TypeScript', dict)).toEqual(['T AY P S K R IH P T']);
    expect(pronounceWord('PostSQL', dict)).toEqual(['P OW S T EH S K Y UW EH L']);
  });

  it('falls back to letter-to-sound rules using only the acoustic model phones', () => {
    for (const word of ['Kubernetes', 'Contoso', 'Zendesk', 'Figma', 'quixotic', 'rhythm', 'Xylo']) {
      const [phones] = pronounceWord(word, dict);
      expect(phones.length).toBeGreaterThan(0);
      expect(phones.split(' ').every((ph) => PHONES.has(ph))).toBe(true);
    }
    expect(pronounceWord('Zendesk', dict)).toEqual(['Z EH N D EH S K']);
  });
});

describe('domain corpus from the resume and job description', () => {
  it('splits sentences and words the way a transcript is scored, with numbers in words', () => {
    const { sentences, surface } = lmSentences('Led 12 engineers at AWS. Built Node.js APIs on EC2 in 2019!');
    expect(sentences).toEqual([
      ['led', 'twelve', 'engineers', 'at', 'aws'],
      ['built', 'node', 'js', 'apis', 'on', 'ec', 'two', 'in', 'twenty', 'nineteen'],
    ]);
    expect(surface.get('aws')).toBe('AWS');
    expect(surface.get('ec')).toBe('EC');
    expect(spellNumber('300')).toEqual(['three', 'hundred']);
    expect(spellNumber('2005')).toEqual(['two', 'thousand', 'five']);
    expect(spellNumber('45')).toEqual(['forty', 'five']);
  });

  it('adds the session text to the interview corpus, the job description counted twice', () => {
    const plain = sessionCorpus('', '');
    const session = sessionCorpus('Backend engineer at Zyntrix Labs.', 'Hiring for Quorvane platform.');
    expect(plain.sentences.length).toBeGreaterThan(500); // question bank, articles, phrases
    const added = session.sentences.slice(plain.sentences.length);
    expect(added).toEqual([
      ['backend', 'engineer', 'at', 'zyntrix', 'labs'],
      ['hiring', 'for', 'quorvane', 'platform'],
      ['hiring', 'for', 'quorvane', 'platform'],
    ]);
    expect(session.surface.get('zyntrix')).toBe('Zyntrix');
    expect(plain.sentences.some((s) => s.join(' ') === 'tell me about yourself')).toBe(true);
  });
});
