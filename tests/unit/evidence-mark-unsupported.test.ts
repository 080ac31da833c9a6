// Where unsupported claims occur in an answer's text, with hand-written answers.
import { findClaims, markUnsupported } from '@/lib/evidence/mark-unsupported';

describe('markUnsupported', () => {
  it('marks each occurrence of each claim and gives the text back whole', () => {
    const text = 'At Stripe I cut costs by 40%, and Stripe kept the 40% saving.';
    const pieces = markUnsupported(text, ['40%', 'Stripe']);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(pieces.filter((p) => p.claim).map((p) => p.text)).toEqual(['Stripe', '40%', 'Stripe', '40%']);
  });

  it('matches whole words only: not inside 140% or Stripes', () => {
    expect(findClaims('Growth of 140% at Stripes, then 40% (2019-2021).', ['40%', 'Stripe', '2019'])).toEqual([
      { start: 32, end: 35, claim: '40%' },
      { start: 37, end: 41, claim: '2019' },
    ]);
  });

  it('prefers the longer of two overlapping claims', () => {
    const pieces = markUnsupported('I was a Staff Engineer at Acme.', ['Staff', 'Staff Engineer']);
    expect(pieces).toEqual([{ text: 'I was a ' }, { text: 'Staff Engineer', claim: 'Staff Engineer' }, { text: ' at Acme.' }]);
  });

  it('ignores case and runs of spaces, and treats regex characters literally', () => {
    const pieces = markUnsupported('Raised $2.5M  in funding as VP of  sales.', ['$2.5M', 'VP of Sales']);
    expect(pieces.filter((p) => p.claim).map((p) => p.text)).toEqual(['$2.5M', 'VP of  sales']);
    expect(markUnsupported('Raised $205M.', ['$2.5M'])).toEqual([{ text: 'Raised $205M.' }]);
  });

  it('works in other scripts, including those written without spaces', () => {
    expect(markUnsupported('Reduje la latencia un 40 % en Mercadolibre.', ['40 %', 'Mercadolibre']).filter((p) => p.claim).map((p) => p.text)).toEqual(['40 %', 'Mercadolibre']);
    expect(markUnsupported('我在Stripe工作了3年。', ['Stripe', '3年']).filter((p) => p.claim).map((p) => p.text)).toEqual(['Stripe', '3年']);
    expect(markUnsupported('Ich war bei Müller GmbH, nicht Müllers.', ['Müller']).filter((p) => p.claim)).toHaveLength(1);
  });

  it('leaves text with no claims, or only blank ones, as one piece', () => {
    expect(markUnsupported('Nothing to flag.', [])).toEqual([{ text: 'Nothing to flag.' }]);
    expect(markUnsupported('Nothing to flag.', ['  '])).toEqual([{ text: 'Nothing to flag.' }]);
    expect(markUnsupported('', ['40%'])).toEqual([]);
  });
});
