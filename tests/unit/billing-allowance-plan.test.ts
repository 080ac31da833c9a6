import { allowancePlanId } from '../../lib/stripe/allowance-plan';

describe('billing: the plan whose minutes a subscription grants', () => {
  it('is the price plan when that period was paid for in full', () => {
    expect(allowancePlanId(3, 3)).toBe(3);
    expect(allowancePlanId(2, 2)).toBe(2);
  });

  it('does not rise to a higher price before a full period at that price is paid (prorated, unpaid or free change)', () => {
    expect(allowancePlanId(3, 2)).toBe(2);
  });

  it('falls at once to a lower price', () => {
    expect(allowancePlanId(2, 3)).toBe(2);
  });

  it('is nothing without a paid period or for a price that is no plan of ours', () => {
    expect(allowancePlanId(3, null)).toBeNull();
    expect(allowancePlanId(null, 3)).toBeNull();
  });
});
