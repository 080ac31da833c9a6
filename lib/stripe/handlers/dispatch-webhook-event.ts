import type Stripe from 'stripe';
import type { BillingDeps } from '../billing-deps';
import type { WebhookEventType, WebhookHandler, WebhookHandlerMap } from './handler-types';
import { WEBHOOK_HANDLERS } from '.';

/**
 * The handler filed under `type`, typed for exactly that event. Looking it up by the event's
 * own type is what makes handing it the event sound: the map only holds, under each key, the
 * handler written for that key's event.
 */
function handlerFor<K extends WebhookEventType>(type: K): WebhookHandler<K> | undefined {
  const handlers: WebhookHandlerMap = WEBHOOK_HANDLERS;
  return handlers[type];
}

/** Runs the handler for the event's type; false when we do not act on that type. */
export async function dispatchWebhookEvent(deps: BillingDeps, event: Stripe.Event): Promise<boolean> {
  const handler = handlerFor(event.type);
  if (!handler) return false;
  await handler(deps, event);
  return true;
}
