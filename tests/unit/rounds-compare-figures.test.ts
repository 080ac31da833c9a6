import { claimedFigures } from '@/lib/rounds/claimed-figures';
import { changedFigureLabel, changedFigures, pairChanged } from '@/lib/rounds/compare-figures';
import type { RoundFigures } from '@/lib/rounds/round-types';

const round = (n: number, at: string, text: string): RoundFigures => ({ round: n, sessionId: `s${n}`, at, figures: claimedFigures(text) });
const changes = (earlier: RoundFigures[], today: string) => changedFigures(claimedFigures(today), earlier).map(changedFigureLabel);

describe('the figures a candidate claims', () => {
  it('keeps what each figure counts: a percentage, a currency, or the word after it', () => {
    const figures = claimedFigures('We cut costs by 40%, saved $2M a year, closing took 9 hours and a team of 6 engineers did it.');
    expect(figures.map(({ figure, value, unit }) => ({ figure, value, unit }))).toEqual([
      { figure: '40%', value: '%40', unit: '%' },
      { figure: '$2M', value: '2000000', unit: '$' },
      { figure: '9 hours', value: '9', unit: 'hour' },
      { figure: '6 engineers', value: '6', unit: 'engineer' },
    ]);
  });

  it('ignores citation markers, and a stop word after a number is no unit', () => {
    const figures = claimedFigures('Month-end went from 9 hours to 2 [1]. [2, 3]');
    expect(figures.map((f) => [f.figure, f.unit])).toEqual([
      ['9 hours', 'hour'],
      ['2', ''],
    ]);
  });

  it('keeps the words around each figure, whole words only', () => {
    const [figure] = claimedFigures(`${'padding '.repeat(20)}we cut cloud costs by 40% in one quarter${' and more'.repeat(20)}`);
    expect(figure.context).toMatch(/^padding .*we cut cloud costs by 40% in one quarter and more.* more$/);
    expect(figure.context.length).toBeLessThanOrEqual(240);
  });
});

describe('a figure that changed since an earlier round', () => {
  const nov28 = '2026-11-28T15:00:00Z';

  it('says "40% in round 1, 60% today" for the same claim with another value', () => {
    expect(changes([round(1, nov28, 'escaped bugs fell by 40%')], 'and escaped bugs fell by 60%')).toEqual(['40% in round 1, 60% today']);
  });

  it('flags nothing when the same figure was said, however written', () => {
    expect(changes([round(1, nov28, 'we saved $2 million')], 'we saved $2M, about 2,000,000 dollars')).toEqual([]);
  });

  it('never compares figures that count different things', () => {
    expect(changes([round(1, nov28, 'costs fell by 40%')], 'it took 9 hours')).toEqual([]);
    expect(changes([round(1, nov28, 'a team of 6 engineers')], 'over 8 months')).toEqual([]);
  });

  it('pairs each figure of a story with the one about the same thing', () => {
    const earlier = round(1, nov28, 'we cut cloud costs by 40% and conversion rose 10%');
    expect(changes([earlier], 'conversion rose 15% while we cut cloud costs by 40%')).toEqual(['10% in round 1, 15% today']);
    expect(changes([earlier], 'conversion rose 15% while we cut cloud costs by 45%')).toEqual(['40% in round 1, 45% today', '10% in round 1, 15% today']);
  });

  it('does not guess between several figures with nothing in common', () => {
    const earlier = round(1, nov28, 'we processed 5 and 7');
    expect(changes([earlier], 'then 9 and 11')).toEqual([]);
  });

  it('flags a bare number only when the words around it say it is the same claim', () => {
    const earlier = round(1, nov28, 'closing went from 9 hours to 2');
    expect(changes([earlier], 'closing went from 9 hours to 3')).toEqual(['2 in round 1, 3 today']);
    expect(changes([earlier], 'I have 3')).toEqual([]);
  });

  it('lists each earlier round that said something else, newest first, once each', () => {
    const earlier = [round(1, nov28, 'bugs fell by 40%'), round(2, '2026-12-05T15:00:00Z', 'bugs fell by 50%'), round(3, '2026-12-09T15:00:00Z', 'bugs fell by 60%')];
    // The latest round agrees; the panels of the first two heard something else.
    expect(changes(earlier, 'bugs fell by 60%, I said: 60%')).toEqual(['50% in round 2, 60% today', '40% in round 1, 60% today']);
    expect(changes(earlier, 'bugs fell by 70%')).toEqual(['60% in round 3, 70% today', '50% in round 2, 70% today', '40% in round 1, 70% today']);
  });

  it('a new figure of the story is detail, not a contradiction', () => {
    expect(pairChanged(claimedFigures('bugs fell by 40%'), claimedFigures('bugs fell by 40% and we saved $18,000 a month'))).toEqual([]);
  });
});
