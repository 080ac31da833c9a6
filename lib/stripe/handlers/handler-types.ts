import type Stripe from 'stripe';
import type { BillingDeps } from '../billing-deps';

/** Every event type Stripe can send: a key outside this union is a typo and fails to compile. */
export type WebhookEventType = Stripe.Event['type'];

/** The event narrowed to one type, so `data.object` is already the right Stripe object. */
export type WebhookEvent<K extends WebhookEventType> = Extract<Stripe.Event, { type: K }>;

/** One webhook event type's handler: re-reads what the event names from Stripe and syncs it. */
export type WebhookHandler<K extends WebhookEventType> = (deps: BillingDeps, event: WebhookEvent<K>) => Promise<void>;

/** The dispatcher's table: each key may only hold the handler written for that event type. */
export type WebhookHandlerMap = { [K in WebhookEventType]?: WebhookHandler<K> };
