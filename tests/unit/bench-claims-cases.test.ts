// The claims bench's labelled set is well formed: each marked claim is a piece of its sentence,
// each case has its context in its own language, ids are unique, every language has enough
// cases in both splits (held-out in its own files, with its own candidates), every language
// covers each kind of case the bench reports on, and each later tune batch (the second, the third,
// the fourth) brings new candidates and sentences of its own in every language.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIM_SETS, FOURTH_TUNE_SETS, SECOND_TUNE_SETS, THIRD_TUNE_SETS } from '@/bench/claims/cases';
import { spansOf } from '@/bench/claims/match-flags';
import type { CaseTag, ClaimCase, ClaimContext, ClaimSet } from '@/bench/claims/types';

const LANGUAGES = ['en', 'es', 'de', 'fr', 'pt', 'hi', 'zh'];
const COVERED: CaseTag[] = ['supported', 'unsupported', 'hiring-only', 'hiring-mention', 'spelled', 'non-ascii', 'code', 'title', 'date', 'name', 'figure', 'cross-language', 'no-claim', 'several'];
const cases = CLAIM_SETS.flatMap((set) => set.cases.map((c) => ({ ...c, set })));
const contextOf = (c: (typeof cases)[number]) => c.set.contexts.find((x) => x.id === c.context) as ClaimContext;
/** A digit of another script than ASCII: Devanagari, Arabic-Indic, full-width. */
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/u;
/**
 * The tune batches written after the check had been fitted to the ones before, each in its own
 * `<lang>.<file>.ts`, with the fewest sentences it holds per language (more where the check was
 * weakest when the batch was written).
 */
const LATER_BATCHES: { name: string; file: string; sets: readonly ClaimSet[]; least: (lang: string) => number }[] = [
  { name: 'second', file: 'tune-2', sets: SECOND_TUNE_SETS, least: () => 30 },
  { name: 'third', file: 'tune-3', sets: THIRD_TUNE_SETS, least: (lang: string) => (['fr', 'es', 'pt', 'de'].includes(lang) ? 50 : 35) },
  { name: 'fourth', file: 'tune-4', sets: FOURTH_TUNE_SETS, least: (lang: string) => (lang === 'fr' ? 90 : ['es', 'pt'].includes(lang) ? 50 : 25) },
];
const batchOf = (set: ClaimSet) => LATER_BATCHES.find((b) => b.sets.includes(set));
const fileOf = (set: ClaimSet) => `${set.lang}.${batchOf(set)?.file ?? set.split}.ts`;

describe('the claims bench labelled set', () => {
  it('has unique case and context ids, and each case names a context of its own set in its language', () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const contexts = CLAIM_SETS.flatMap((s) => s.contexts);
    expect(new Set(contexts.map((x) => x.id)).size).toBe(contexts.length);
    for (const c of cases) {
      const context = contextOf(c);
      expect({ id: c.id, context: context?.id }).toEqual({ id: c.id, context: c.context });
      expect({ id: c.id, lang: context.lang }).toEqual({ id: c.id, lang: c.set.lang });
    }
  });

  it('marks each claim once, as a piece of its sentence, no two claims in the same place', () => {
    for (const c of cases) {
      expect({ id: c.id, duplicates: c.expected.length - new Set(c.expected).size }).toEqual({ id: c.id, duplicates: 0 });
      const firsts = c.expected.map((e) => {
        const spans = spansOf(e, c.sentence);
        expect({ id: c.id, claim: e, found: spans.length > 0 && c.sentence.includes(e) }).toEqual({ id: c.id, claim: e, found: true });
        return spans[0];
      });
      const sorted = [...firsts].sort((a, b) => a.start - b.start);
      sorted.slice(1).forEach((s, i) => expect({ id: c.id, overlaps: s.start < sorted[i].end }).toEqual({ id: c.id, overlaps: false }));
    }
  });

  // The held-out split was cut from the first batch; the later tune batches came after and are not
  // part of the share.
  it('has at least 320 sentences, 40 or more in each language, with both splits, about 30% of the first batch held out', () => {
    expect(cases.length).toBeGreaterThanOrEqual(320);
    expect([...new Set(CLAIM_SETS.map((s) => s.lang))].sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      const ofLang = cases.filter((c) => c.set.lang === lang);
      const firstBatch = ofLang.filter((c) => !batchOf(c.set));
      const heldOut = firstBatch.filter((c) => c.set.split === 'held-out').length;
      expect({ lang, enough: ofLang.length >= 40 }).toEqual({ lang, enough: true });
      expect({ lang, share: heldOut / firstBatch.length >= 0.25 && heldOut / firstBatch.length <= 0.4 }).toEqual({ lang, share: true });
    }
  });

  it.each(LATER_BATCHES)('has a $name tune batch in every language, enough sentences each, with candidates and sentences of its own', ({ sets, least }) => {
    expect(sets.map((s) => s.lang).sort()).toEqual([...LANGUAGES].sort());
    const others = CLAIM_SETS.filter((s) => !sets.includes(s));
    const otherResumes = new Set(others.flatMap((s) => s.contexts.map((x) => x.resume)));
    const otherSentences = new Set(others.flatMap((s) => s.cases.map((c) => c.sentence)));
    for (const set of sets) {
      expect({ lang: set.lang, split: set.split, enough: set.cases.length >= least(set.lang) }).toEqual({ lang: set.lang, split: 'tune', enough: true });
      expect(CLAIM_SETS).toContain(set);
      for (const x of set.contexts) expect({ id: x.id, sharedResume: otherResumes.has(x.resume) }).toEqual({ id: x.id, sharedResume: false });
      for (const c of set.cases) expect({ id: c.id, sharedSentence: otherSentences.has(c.sentence) }).toEqual({ id: c.id, sharedSentence: false });
    }
  });

  it('keeps the held-out split in its own *.held-out.ts files, with its own candidates and sentences', () => {
    for (const set of CLAIM_SETS) expect({ file: fileOf(set), exists: existsSync(join(__dirname, '../../bench/claims/cases', fileOf(set))) }).toEqual({ file: fileOf(set), exists: true });
    const tune = CLAIM_SETS.filter((s) => s.split === 'tune');
    const tuneResumes = new Set(tune.flatMap((s) => s.contexts.map((x) => x.resume)));
    const tuneSentences = new Set(tune.flatMap((s) => s.cases.map((c) => c.sentence)));
    for (const set of CLAIM_SETS.filter((s) => s.split === 'held-out')) {
      for (const x of set.contexts) expect({ id: x.id, sharedResume: tuneResumes.has(x.resume) }).toEqual({ id: x.id, sharedResume: false });
      for (const c of set.cases) expect({ id: c.id, sharedSentence: tuneSentences.has(c.sentence) }).toEqual({ id: c.id, sharedSentence: false });
    }
  });

  it('covers every kind of case in every language', () => {
    for (const lang of LANGUAGES) {
      const tags = new Set(cases.filter((c) => c.set.lang === lang).flatMap((c) => c.tags));
      expect({ lang, missing: COVERED.filter((t) => !tags.has(t)) }).toEqual({ lang, missing: [] });
    }
  });

  it('has, in every language, claims only the interviewer backs and claims only the job description backs', () => {
    const backedBy = (c: (typeof cases)[number], text: (x: ClaimContext) => string) => c.tags.includes('hiring-only') && c.expected.some((e) => text(contextOf(c)).includes(e));
    for (const lang of LANGUAGES) {
      const ofLang = cases.filter((c) => c.set.lang === lang);
      expect({ lang, interviewer: ofLang.some((c) => backedBy(c, (x) => x.interviewer.join('\n'))) }).toEqual({ lang, interviewer: true });
      expect({ lang, jobDescription: ofLang.some((c) => backedBy(c, (x) => x.jobDescription)) }).toEqual({ lang, jobDescription: true });
    }
  });

  it('tags agree with the labels: nothing to flag for a clean sentence, something for an unbacked one', () => {
    const clean = (c: ClaimCase) => c.tags.some((t) => t === 'supported' || t === 'hiring-mention' || t === 'no-claim');
    for (const c of cases) {
      if (c.tags.includes('no-claim')) expect({ id: c.id, expected: c.expected }).toEqual({ id: c.id, expected: [] });
      if (c.tags.includes('unsupported') || c.tags.includes('hiring-only')) expect({ id: c.id, flagged: c.expected.length > 0 }).toEqual({ id: c.id, flagged: true });
      if (c.expected.length === 0) expect({ id: c.id, clean: clean(c) }).toEqual({ id: c.id, clean: true });
      if (c.tags.includes('code')) expect({ id: c.id, code: c.sentence.includes('`') }).toEqual({ id: c.id, code: true });
      const context = contextOf(c);
      const sources = [c.sentence, context.resume, ...context.stories, ...context.candidateSaid].join('\n');
      if (c.tags.includes('non-ascii')) expect({ id: c.id, nonAscii: NON_ASCII_DIGIT.test(sources) }).toEqual({ id: c.id, nonAscii: true });
    }
  });
});
