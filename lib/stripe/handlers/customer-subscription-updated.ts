import { syncSubscription } from '../sync-subscription';
import type { WebhookHandler } from './handler-types';

/** customer.subscription.updated: the subscription is re-read from Stripe and synced (the payload may be stale). */
export const handleCustomerSubscriptionUpdated: WebhookHandler<'customer.subscription.updated'> = async (deps, event) => {
  await syncSubscription(deps, event.data.object.id);
};
