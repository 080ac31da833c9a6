// The general model's unigrams: a domain model built on our small corpus backs off to them, so
// the words of ordinary English stay in its vocabulary with their usual frequencies.
import { readTrieModel, type TrieModel } from './read-trie-model';

export interface GeneralUnigram {
  word: string;
  log10Prob: number;
}

/** Every unigram of the model file, most probable first; throws when the file is not a trie model. */
export function readGeneralUnigrams(lmBinPath: string): GeneralUnigram[] {
  return generalUnigrams(readTrieModel(lmBinPath));
}

/** Every unigram of a model already read, most probable first, without <s>, </s> and <UNK>. */
export function generalUnigrams(model: TrieModel): GeneralUnigram[] {
  const unigrams: GeneralUnigram[] = [];
  model.words.forEach((word, i) => {
    if (!word.startsWith('<')) unigrams.push({ word, log10Prob: model.unigramLog10Prob[i] });
  });
  const mass = unigrams.reduce((sum, u) => sum + 10 ** u.log10Prob, 0);
  if (!(mass > 0.5 && mass < 1.5)) throw new Error(`unigram probabilities do not add up (${mass.toFixed(3)})`);
  return unigrams.sort((a, b) => b.log10Prob - a.log10Prob);
}
