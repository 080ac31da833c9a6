import Stripe from 'stripe';
import { newId } from './ids';
import type { StripeObject } from './store';

/** The API version events are rendered with: the one the installed stripe-node is pinned to. */
export const EVENT_API_VERSION: string = Stripe.API_VERSION;

export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

export interface StoredEvent extends StripeObject {
  object: 'event';
  type: string;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
}

/**
 * An Event as Stripe sends it: a snapshot of the object at the time of the change, with the
 * fields that changed (and their old values) in previous_attributes for *.updated events.
 */
export function buildEvent(
  type: string,
  object: StripeObject,
  created: number,
  request: EventRequest | null,
  subscribed: boolean,
  previousAttributes?: Record<string, unknown>,
): StoredEvent {
  return {
    id: newId('event'),
    object: 'event',
    api_version: EVENT_API_VERSION,
    created,
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
    livemode: false,
    pending_webhooks: subscribed ? 1 : 0,
    request: request ?? { id: null, idempotency_key: null },
    type,
  };
}

export function isSubscribed(enabledEvents: string[], type: string): boolean {
  return enabledEvents.includes('*') || enabledEvents.includes(type);
}
