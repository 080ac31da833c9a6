import type Stripe from 'stripe';
import { syncSubscription } from '../sync-subscription';
import type { WebhookHandler } from './handler-types';
import { invoiceSubscriptionId } from './invoice-subscription-id';

/** invoice.payment_failed: the subscription turns past_due or ends; the invoice's subscription is re-read and synced. */
export const handleInvoicePaymentFailed: WebhookHandler = async (deps, event) => {
  const subscriptionId = invoiceSubscriptionId(event.data.object as Stripe.Invoice);
  if (subscriptionId) await syncSubscription(deps, subscriptionId);
};
