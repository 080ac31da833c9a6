import type Stripe from 'stripe';
import { syncSubscription } from '../sync-subscription';
import type { WebhookHandler } from './handler-types';

/** customer.subscription.updated: the subscription is re-read from Stripe and synced (the payload may be stale). */
export const handleCustomerSubscriptionUpdated: WebhookHandler = async (deps, event) => {
  await syncSubscription(deps, (event.data.object as Stripe.Subscription).id);
};
