import { handleCheckoutSessionCompleted } from './checkout-session-completed';
import { handleCustomerSubscriptionCreated } from './customer-subscription-created';
import { handleCustomerSubscriptionDeleted } from './customer-subscription-deleted';
import { handleCustomerSubscriptionUpdated } from './customer-subscription-updated';
import type { WebhookHandlerMap } from './handler-types';
import { handleInvoicePaid } from './invoice-paid';
import { handleInvoicePaymentFailed } from './invoice-payment-failed';

/**
 * The event types the webhook acts on (enable exactly these on the Stripe endpoint); others get
 * 200 and are ignored. `satisfies` keeps the literal keys: a misspelled type, or a handler
 * filed under another type's key, fails to compile.
 */
export const WEBHOOK_HANDLERS = {
  'checkout.session.completed': handleCheckoutSessionCompleted,
  'customer.subscription.created': handleCustomerSubscriptionCreated,
  'customer.subscription.updated': handleCustomerSubscriptionUpdated,
  'customer.subscription.deleted': handleCustomerSubscriptionDeleted,
  'invoice.paid': handleInvoicePaid,
  'invoice.payment_failed': handleInvoicePaymentFailed,
} satisfies WebhookHandlerMap;
