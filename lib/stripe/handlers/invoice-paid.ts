import type Stripe from 'stripe';
import { syncSubscription } from '../sync-subscription';
import type { WebhookHandler } from './handler-types';
import { invoiceSubscriptionId } from './invoice-subscription-id';

/** invoice.paid: a paid period starts (the sync resets the minutes); the invoice's subscription is re-read and synced. */
export const handleInvoicePaid: WebhookHandler = async (deps, event) => {
  const subscriptionId = invoiceSubscriptionId(event.data.object as Stripe.Invoice);
  if (subscriptionId) await syncSubscription(deps, subscriptionId);
};
