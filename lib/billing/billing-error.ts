/** A failure the user is told about in plain words; `status` is the HTTP status the route returns. */
export class BillingError extends Error {
  constructor(
    readonly status: number,
    readonly userMessage: string,
    readonly code: string,
  ) {
    super(userMessage);
    this.name = 'BillingError';
  }
}

export const BILLING_MESSAGES = {
  unavailable: 'Payments are unavailable right now. Please try again in a few minutes.',
  planNotFound: 'That plan is not available.',
  freePlan: 'The free plan needs no payment.',
  alreadySubscribed: 'You already have a subscription. Use Upgrade / Cancel on your current plan to change it.',
  noSubscription: 'You have no active subscription to change.',
  notHigher: 'You can only move to a higher plan.',
  paymentNotFound: 'We could not find this payment.',
} as const;
