// The per-session domain language model through the real pocketsphinx: it loads the generated
// ARPA model and dictionary, hears the resume's names, and removes its files when released.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSessionLanguageModels } from '@/ws-server/stt/pocketsphinx/domain-lm/session-language-models';
import { readTrieModel } from '@/ws-server/stt/pocketsphinx/domain-lm/read-trie-model';
import { DEFAULT_POCKETSPHINX_MODEL_DIR } from '@/ws-server/stt/pocketsphinx/install-check';
import { createPocketsphinxRecognizer } from '@/ws-server/stt/pocketsphinx/pocketsphinx-recognizer';
import type { SessionModelFiles } from '@/ws-server/stt/segmented-transcriber';
import { silence } from '@/tests/fixtures/engine/synthetic-audio';
import { speak } from '@/tests/fixtures/engine/flite-speech';
import { wordErrors, words } from '@/bench/interview-replay/word-error-rate';

jest.setTimeout(60_000); // the project-level testTimeout does not reach tests run by project

const RESUME = 'Senior backend engineer at Northwind Payments: built the ledger in Go and PostgreSQL on AWS, ran Kafka in production.';
const JOB = 'Staff engineer for our payments platform: Kafka, Kubernetes, AWS, mentoring.';

describe('pocketsphinx with a session domain language model', () => {
  const models = createSessionLanguageModels({
    generalLm: join(DEFAULT_POCKETSPHINX_MODEL_DIR, 'en-us.lm.bin'),
    generalDict: join(DEFAULT_POCKETSPHINX_MODEL_DIR, 'cmudict-en-us.dict'),
  });
  afterAll(() => models.dispose());

  it('decodes an interview question about the resume at least as well as the general model', async () => {
    const session = models.acquire(RESUME, JOB);
    const dictionary = readFileSync(session.files.dictionary, 'utf8');
    expect(dictionary).toMatch(/^northwind /m); // generated: the general dictionary lacks it
    expect(dictionary).toMatch(/^aws EY D AH B AH L Y UW EH S$/m);

    const question = 'Tell me about the ledger you built at Northwind and how you ran Kafka on AWS.';
    const audio = Buffer.concat([silence(300), speak(question, 'awb'), silence(300)]);
    const recognizer = createPocketsphinxRecognizer();
    const decode = (model?: SessionModelFiles) => {
      const job = recognizer.begin({ model });
      job.write(audio);
      return job.end();
    };
    const [general, domain] = await Promise.all([decode(), decode(session.files)]);
    const errors = (text: string) => wordErrors(words(question), words(text));
    expect(domain.length).toBeGreaterThan(0); // pocketsphinx exits non-zero on a model it cannot load
    expect(errors(domain)).toBeLessThanOrEqual(errors(general));
    expect(words(domain)).toEqual(expect.arrayContaining(['northwind', 'kafka']));
    session.release();
  });

  it('shares one build between sessions with the same resume and deletes it after the last release', () => {
    const first = models.acquire(RESUME, JOB);
    const second = models.acquire(RESUME, JOB);
    expect(second.files).toEqual(first.files);
    expect(second.buildMs).toBe(0);
    first.release();
    first.release(); // idempotent: does not count twice
    expect(existsSync(first.files.languageModel)).toBe(true);
    second.release();
    expect(existsSync(first.files.languageModel)).toBe(false);
    expect(existsSync(first.files.dictionary)).toBe(false);
  });
});

describe("the general model's bigrams, read from Debian's binary model", () => {
  const model = readTrieModel(join(DEFAULT_POCKETSPHINX_MODEL_DIR, 'en-us.lm.bin'));
  const index = new Map(model.words.map((w, i) => [w, i]));

  it('reads every bigram with the probabilities pocketsphinx decodes with: each context sums to one', () => {
    const listed = new Float64Array(model.words.length);
    const listedUnigrams = new Float64Array(model.words.length);
    let count = 0;
    let ofThe = 0;
    model.forEachBigram((b) => {
      count++;
      listed[b.context] += 10 ** b.log10Prob;
      listedUnigrams[b.context] += 10 ** model.unigramLog10Prob[b.word];
      if (model.words[b.context] === 'of' && model.words[b.word] === 'the') ofThe = 10 ** b.log10Prob;
    });
    expect(count).toBeGreaterThan(model.counts[1] * 0.99);
    expect(count).toBeLessThanOrEqual(model.counts[1]);
    expect(ofThe).toBeGreaterThan(0.1); // "the" is by far the likeliest word after "of"
    for (const word of ['<s>', 'of', 'tell', 'how', 'engineer', 'database']) {
      const i = index.get(word)!;
      // Listed bigrams plus the backoff share of every other word: a proper distribution.
      expect(listed[i] + 10 ** model.unigramLog10Backoff[i] * (1 - listedUnigrams[i])).toBeCloseTo(1, 3);
    }
  });

  it('mixes them into a session model that pocketsphinx loads and decodes with', async () => {
    const mixed = createSessionLanguageModels({
      generalLm: join(DEFAULT_POCKETSPHINX_MODEL_DIR, 'en-us.lm.bin'),
      generalDict: join(DEFAULT_POCKETSPHINX_MODEL_DIR, 'cmudict-en-us.dict'),
      backgroundBigrams: 20_000,
    });
    try {
      const session = mixed.acquire(RESUME, JOB);
      expect(readFileSync(session.files.languageModel, 'utf8')).toMatch(/^-?\d+\.\d+\tof the\t/m);
      const question = 'How do you decide what to build first?';
      const job = createPocketsphinxRecognizer().begin({ model: session.files });
      job.write(Buffer.concat([silence(300), speak(question, 'slt'), silence(300)]));
      const heard = await job.end();
      expect(wordErrors(words(question), words(heard))).toBeLessThanOrEqual(2);
      session.release();
    } finally {
      mixed.dispose();
    }
  });
});
