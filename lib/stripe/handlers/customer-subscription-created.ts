import { syncSubscription } from '../sync-subscription';
import type { WebhookHandler } from './handler-types';

/** customer.subscription.created: the subscription is re-read from Stripe and synced (the payload may be stale). */
export const handleCustomerSubscriptionCreated: WebhookHandler<'customer.subscription.created'> = async (deps, event) => {
  await syncSubscription(deps, event.data.object.id);
};
