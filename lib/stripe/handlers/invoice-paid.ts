import { syncSubscription } from '../sync-subscription';
import type { WebhookHandler } from './handler-types';
import { invoiceSubscriptionId } from './invoice-subscription-id';

/** invoice.paid: a paid period starts (the sync resets the minutes); the invoice's subscription is re-read and synced. */
export const handleInvoicePaid: WebhookHandler<'invoice.paid'> = async (deps, event) => {
  const subscriptionId = invoiceSubscriptionId(event.data.object);
  if (subscriptionId) await syncSubscription(deps, subscriptionId);
};
