import { analyticsProps, ANALYTICS_EVENTS, VISITOR_EMAIL } from '@/lib/analytics/events';

describe('analytics events', () => {
  it('keeps the event names analytics already records', () => {
    expect(ANALYTICS_EVENTS.subscriptionCancel).toBe('Subscription Cancel Button Click');
    expect(ANALYTICS_EVENTS.subscriptionUpgrade).toBe('Subscription Upgrade Button Click');
    expect(ANALYTICS_EVENTS.subscription).toBe('Subscription Button Click');
  });

  it("carries only the button name and the e-mail, or 'User not logged in'", () => {
    expect(analyticsProps('Tutorial', 'a@b.co')).toEqual({ button: 'Tutorial', email: 'a@b.co' });
    expect(analyticsProps('Tutorial', null)).toEqual({ button: 'Tutorial', email: 'User not logged in' });
    expect(VISITOR_EMAIL).toBe('User not logged in');
  });
});
