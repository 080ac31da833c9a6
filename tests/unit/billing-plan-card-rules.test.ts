import { formatPlanPrice, planCardView } from '../../lib/billing/plan-card-rules';

const PLANS = [1, 2, 3];
const table = (userPlanId: number | null) =>
  PLANS.map((id) => {
    const v = planCardView(id, userPlanId);
    return [id, v.label, v.disabled, v.isCurrent, v.mostPopular, v.showManageLink, v.action];
  });

describe('pricing card rules: badges, labels, disabled buttons and actions', () => {
  it('a user on the free plan: Free Plan is current, paid plans say Subscribe and check out, Pro is Most Popular', () => {
    expect(table(1)).toEqual([
      [1, 'Free Plan', true, true, false, false, 'none'],
      [2, 'Subscribe', false, false, true, false, 'checkout'],
      [3, 'Subscribe', false, false, false, false, 'checkout'],
    ]);
  });

  it('a user on Pro: Pro is Current Plan with the Upgrade / Cancel link, no Most Popular, Premium says Upgrade', () => {
    expect(table(2)).toEqual([
      [1, 'Free Plan', true, false, false, false, 'none'],
      [2, 'Current Plan', true, true, false, true, 'none'],
      [3, 'Upgrade', false, false, false, false, 'upgrade'],
    ]);
  });

  it('a user on Premium: nothing below can be picked, and Most Popular is gone', () => {
    expect(table(3)).toEqual([
      [1, 'Free Plan', true, false, false, false, 'none'],
      [2, 'Upgrade', true, false, false, false, 'none'],
      [3, 'Current Plan', true, true, false, true, 'none'],
    ]);
  });

  it('a visitor: every button is enabled and signs them in; Pro is Most Popular', () => {
    expect(table(null)).toEqual([
      [1, 'Free Plan', false, false, false, false, 'login'],
      [2, 'Subscribe', false, false, true, false, 'login'],
      [3, 'Subscribe', false, false, false, false, 'login'],
    ]);
  });

  it("shows the price as '$price/type'", () => {
    expect(formatPlanPrice(29, 'month')).toBe('$29/month');
    expect(formatPlanPrice(0, 'trial')).toBe('$0/trial');
    expect(formatPlanPrice(9.5, 'year')).toBe('$9.50/year');
  });
});
