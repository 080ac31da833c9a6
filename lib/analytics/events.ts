/** The analytics events. Properties carry only the button name and the e-mail. */
export const ANALYTICS_EVENTS = {
  subscriptionCancel: 'Subscription Cancel Button Click',
  subscriptionUpgrade: 'Subscription Upgrade Button Click',
  subscription: 'Subscription Button Click',
  menuClick: 'Menu Click',
} as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export const VISITOR_EMAIL = 'User not logged in';

/** The only properties an event may have: never resumes, job descriptions or transcripts. */
export interface AnalyticsProps {
  button: string;
  email: string;
}

export function analyticsProps(button: string, email: string | null | undefined): AnalyticsProps {
  return { button, email: email || VISITOR_EMAIL };
}
