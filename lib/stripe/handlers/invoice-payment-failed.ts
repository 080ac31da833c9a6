import { syncSubscription } from '../sync-subscription';
import type { WebhookHandler } from './handler-types';
import { invoiceSubscriptionId } from './invoice-subscription-id';

/** invoice.payment_failed: the subscription turns past_due or ends; the invoice's subscription is re-read and synced. */
export const handleInvoicePaymentFailed: WebhookHandler<'invoice.payment_failed'> = async (deps, event) => {
  const subscriptionId = invoiceSubscriptionId(event.data.object);
  if (subscriptionId) await syncSubscription(deps, subscriptionId);
};
