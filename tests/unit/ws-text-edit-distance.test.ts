// The one edit-distance table behind word error rates, echo matching and question re-hearings.
import { editCostsToPrefixes, editDistance } from '@/ws-server/text/edit-distance';

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions over words and over letters', () => {
    expect(editDistance(['how', 'do', 'you', 'scale'], ['how', 'would', 'you', 'scale', 'it'])).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance([], ['a', 'b'])).toBe(2);
  });

  it('gives the cost to every prefix of the second sequence, and takes a substitution cost', () => {
    expect(editCostsToPrefixes(['tell', 'me'], ['tell', 'me', 'more'])).toEqual([2, 1, 0, 1]);
    const half = (a: string, b: string) => (a === b ? 0 : 0.5);
    expect(editDistance(['walk', 'me'], ['what', 'me'], half)).toBe(0.5);
  });
});
