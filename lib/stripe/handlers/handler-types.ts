import type Stripe from 'stripe';
import type { BillingDeps } from '../billing-deps';

/** One webhook event type's handler: re-reads what the event names from Stripe and syncs it. */
export type WebhookHandler = (deps: BillingDeps, event: Stripe.Event) => Promise<void>;
