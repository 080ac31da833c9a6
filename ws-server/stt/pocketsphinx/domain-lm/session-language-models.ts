// Per-session language model files for pocketsphinx: an ARPA trigram model trained on the
// interview corpus and the session's resume and job description, backed by the general
// model's unigrams, and a dictionary of exactly its words (the model's own pronunciations,
// generated ones for names it lacks). Sessions with the same resume and job description share
// one build (keyed by their hash); the files are deleted when the last of them releases it.
// The general unigrams and dictionary are read once, on the first build (with the general
// bigrams, when they are mixed in: about 2.5 s, once per server).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildArpa } from './build-arpa';
import { sessionCorpus } from './domain-corpus';
import { pronounceWord } from './pronounce-word';
import { readCmudict, type Pronunciations } from './read-cmudict';
import { generalUnigrams } from './read-general-unigrams';
import { readTrieModel } from './read-trie-model';
import { selectGeneralBigrams } from './select-general-bigrams';
import type { BackgroundBigrams } from './mix-background-bigrams';

// General bigrams are opt-in (0 by default): on bench:offline-wer 100,000 of them at half of
// each context's weight cut the domain model's errors (26.1% -> 25.0%) and pocketsphinx reads
// the model faster than the general one, but a resume's name was then heard split in two
// ("Northwind" as "north wind") once the general model's pairs were in.
const DEFAULT_BACKGROUND_BIGRAM_WEIGHT = 0.5;

export interface LanguageModelFiles {
  languageModel: string;
  dictionary: string;
}

export interface SessionLanguageModel {
  files: LanguageModelFiles;
  /** Words in the model, and how long the build took (0 when shared with a live session). */
  words: number;
  buildMs: number;
  /** Idempotent: the files go when every session using them has released them. */
  release(): void;
}

export interface DomainModelOptions {
  /** The general model's binary LM and dictionary (Debian's pocketsphinx-en-us). */
  generalLm: string;
  generalDict: string;
  /** Most frequent general words kept in the vocabulary. */
  backgroundWords?: number;
  /** The general unigrams' share of the domain model's unigram level. */
  backgroundWeight?: number;
  /** General bigrams mixed into the domain model (the most informative ones); 0 for none. */
  backgroundBigrams?: number;
  /** Their share of each context's distribution. */
  backgroundBigramWeight?: number;
}

export interface SessionLanguageModels {
  /** Builds (or shares) the session's model; throws when the general model cannot be read. */
  acquire(resume: string, jobDescription: string): SessionLanguageModel;
  /** Deletes every file still held (server shutdown). */
  dispose(): void;
}

export function createSessionLanguageModels(options: DomainModelOptions): SessionLanguageModels {
  const root = mkdtempSync(join(tmpdir(), 'cuecard-session-lm-'));
  const live = new Map<string, { files: LanguageModelFiles; words: number; users: number }>();
  let general: { background: Map<string, number>; bigrams?: BackgroundBigrams; dict: Pronunciations } | undefined;

  const load = () => {
    if (!general) {
      const trie = readTrieModel(options.generalLm);
      const unigrams = generalUnigrams(trie).slice(0, options.backgroundWords ?? 20_000);
      const background = new Map(unigrams.map((u) => [u.word, 10 ** u.log10Prob]));
      const count = options.backgroundBigrams ?? 0;
      general = { background, bigrams: count > 0 ? selectGeneralBigrams(trie, background, count) : undefined, dict: readCmudict(options.generalDict) };
    }
    return general;
  };

  const build = (key: string, resume: string, jobDescription: string) => {
    const { background, bigrams, dict } = load();
    const corpus = sessionCorpus(resume, jobDescription);
    const model = buildArpa(corpus.sentences, {
      order: 3,
      background,
      backgroundWeight: options.backgroundWeight ?? 0.5,
      backgroundBigrams: bigrams,
      backgroundBigramWeight: options.backgroundBigramWeight ?? DEFAULT_BACKGROUND_BIGRAM_WEIGHT,
    });
    const lines: string[] = [];
    for (const word of model.vocabulary) {
      if (word === '</s>') continue;
      pronounceWord(corpus.surface.get(word) ?? word, dict).forEach((phones, i) => lines.push(`${i === 0 ? word : `${word}(${i + 1})`} ${phones}`));
    }
    const dir = join(root, key);
    mkdirSync(dir, { recursive: true });
    const files = { languageModel: join(dir, 'session.lm'), dictionary: join(dir, 'session.dict') };
    writeFileSync(files.languageModel, model.text);
    writeFileSync(files.dictionary, `${lines.join('\n')}\n`);
    return { files, words: model.vocabulary.size };
  };

  return {
    acquire(resume, jobDescription) {
      const key = createHash('sha256').update(`${resume}\0${jobDescription}`).digest('hex').slice(0, 32);
      const started = performance.now();
      let entry = live.get(key);
      const built = !entry;
      if (!entry) {
        entry = { ...build(key, resume, jobDescription), users: 0 };
        live.set(key, entry);
      }
      entry.users++;
      const held = entry;
      let released = false;
      return {
        files: held.files,
        words: held.words,
        buildMs: built ? performance.now() - started : 0,
        release() {
          if (released) return;
          released = true;
          if (--held.users > 0) return;
          live.delete(key);
          rmSync(join(root, key), { recursive: true, force: true });
        },
      };
    },
    dispose() {
      live.clear();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
