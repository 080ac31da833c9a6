// The claims bench's scorer: a flag is a hit when its place in the sentence overlaps a marked
// claim's, one flag per claim, the largest overlaps first; a check that throws misses every
// claim of its sentence; and the sources reach the check in their two piles.
import { matchFlags, spansOf } from '@/bench/claims/match-flags';
import { precision, recall, scoreCase, supportOf, tally, type ClaimCheck } from '@/bench/claims/score-cases';
import type { ClaimSet } from '@/bench/claims/types';

const set: ClaimSet = {
  lang: 'en',
  split: 'tune',
  contexts: [{ id: 'ctx', lang: 'en', company: 'Globex', resume: 'Acme, Senior Engineer', stories: ['Result: 40 minutes'], candidateSaid: ['I interned at Hooli.'], jobDescription: 'Staff Engineer at Globex', interviewer: ['We serve 10 million requests a day.'] }],
  cases: [{ id: 'c1', context: 'ctx', sentence: 'As a Staff Engineer at Globex I served 10 million requests a day.', expected: ['Staff Engineer', 'Globex', '10 million'], tags: ['hiring-only'] }],
};

describe('matching flags to the claims marked in a sentence', () => {
  it('counts a flag that is the claim, or overlaps it, as a hit', () => {
    const sentence = 'I moved $2 million a day and cut costs by 40%.';
    expect(matchFlags(sentence, ['$2 million', '40%'], ['2 million', '40%'])).toEqual({ flagMatched: [true, true], expectedMatched: [true, true], truePositives: 2 });
  });

  it('counts a flag away from every claim as a false positive and a claim no flag touches as a miss', () => {
    const m = matchFlags('In 2017 I joined Stripe.', ['2017'], ['Stripe']);
    expect(m).toEqual({ flagMatched: [false], expectedMatched: [false], truePositives: 0 });
  });

  it('matches one to one: a second flag on the same claim is a false positive', () => {
    const m = matchFlags('我于2018年6月开始负责这个团队。', ['2018', '6'], ['2018年6月']);
    expect(m.truePositives).toBe(1);
    expect(m.flagMatched).toEqual([true, false]);
  });

  it('gives a flag spanning two claims to the one it overlaps most, leaving the other missed', () => {
    const m = matchFlags('As a Staff Engineer at Globex I led it.', ['Staff Engineer at Globex'], ['Globex', 'Staff Engineer']);
    expect(m.expectedMatched).toEqual([false, true]);
    expect(m.truePositives).toBe(1);
  });

  it('pairs the largest overlaps first, so a short flag still finds the claim a long one did not take', () => {
    const sentence = 'I was Head of Data at Globex Bank.';
    const m = matchFlags(sentence, ['Data at Globex Bank', 'Head of Data'], ['Head of Data', 'Globex Bank']);
    expect(m).toEqual({ flagMatched: [true, true], expectedMatched: [true, true], truePositives: 2 });
  });

  it('finds a flag the check tidied (emphasis taken out, spaces run together or added) in the sentence', () => {
    expect(spansOf('Acme Payments', 'At **Acme** Payments I led it.')).toEqual([{ start: 5, end: 20 }]);
    expect(spansOf('two  million', 'It moved two million a day.')).toEqual([{ start: 9, end: 20 }]);
    expect(spansOf('5 亿', '我每月处理5亿笔支付。')).toEqual([{ start: 5, end: 7 }]);
    expect(matchFlags('At **Acme** Payments I led it.', ['Acme Payments'], ['Acme']).truePositives).toBe(1);
  });

  it('finds every place a repeated claim occurs, and a flag found nowhere matches nothing', () => {
    expect(spansOf('Stripe', 'Stripe paid well and I liked Stripe.')).toHaveLength(2);
    expect(matchFlags('I liked Stripe.', ['Stripe Inc'], ['Stripe']).truePositives).toBe(0);
  });
});

describe('scoring a case', () => {
  it('passes the record and the hiring side to the check in their own piles', () => {
    const support = supportOf(set.contexts[0]);
    expect(support.record).toEqual(['Acme, Senior Engineer', 'Result: 40 minutes', 'I interned at Hooli.']);
    expect(support.hiring).toEqual(['Staff Engineer at Globex', 'We serve 10 million requests a day.', 'Globex']);
    expect(support.company).toBe('Globex');
  });

  it('counts true positives, false positives and misses from what the check returns', () => {
    const check: ClaimCheck = () => ['Staff Engineer', 'requests'];
    const r = scoreCase(check, set, set.cases[0]);
    expect(r.truePositives).toBe(1);
    expect(r.falsePositives).toEqual(['requests']);
    expect(r.falseNegatives).toEqual(['Globex', '10 million']);
    const t = tally([r]);
    expect(precision(t)).toBe(0.5);
    expect(recall(t)).toBeCloseTo(1 / 3);
  });

  it('counts a sentence where the check throws as every claim missed', () => {
    const check: ClaimCheck = () => {
      throw new Error('boom');
    };
    const r = scoreCase(check, set, set.cases[0]);
    expect(r).toMatchObject({ flags: [], threw: 'boom', truePositives: 0, falseNegatives: set.cases[0].expected });
    expect(tally([r])).toEqual({ sentences: 1, flags: 0, expected: 3, truePositives: 0, threw: 1 });
    expect(precision(tally([r]))).toBeUndefined();
    expect(recall(tally([r]))).toBe(0);
  });
});
