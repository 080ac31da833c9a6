import { syncSubscription } from '../sync-subscription';
import type { WebhookHandler } from './handler-types';

/** customer.subscription.deleted: the subscription is re-read from Stripe and synced (the payload may be stale). */
export const handleCustomerSubscriptionDeleted: WebhookHandler<'customer.subscription.deleted'> = async (deps, event) => {
  await syncSubscription(deps, event.data.object.id);
};
