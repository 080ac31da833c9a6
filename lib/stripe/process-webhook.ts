import type Stripe from 'stripe';
import { writeLog } from '@/lib/logging/write-log';
import type { BillingDeps } from './billing-deps';
import { dispatchWebhookEvent } from './handlers/dispatch-webhook-event';
import { toError } from '@/lib/errors/to-error';

export interface WebhookRequest {
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: string;
  signature: string | null;
  secret: string;
}

export interface WebhookResult {
  status: number;
  body: Record<string, unknown>;
}

async function alreadyProcessed(deps: BillingDeps, event: Stripe.Event): Promise<boolean> {
  const { data: fresh, error } = await deps.admin.rpc('record_stripe_event', { p_id: event.id, p_type: event.type });
  if (error) throw new Error(`record_stripe_event: ${error.message}`);
  if (fresh === true) return false;
  // Seen before: skip it only if its handler finished. A redelivery after a failure runs again.
  const { data, error: readError } = await deps.admin.from('stripe_event').select('processed_at').eq('id', event.id).maybeSingle();
  if (readError) throw new Error(`stripe_event: ${readError.message}`);
  return Boolean(data?.processed_at);
}

/**
 * The webhook dispatcher: verify the signature on the raw body (nothing is
 * written for a bad one), record the event id, hand the event to its type's handler, mark
 * it processed. Handlers re-read state from Stripe, so order and duplicates do not matter;
 * a failure answers 500 so Stripe retries, and the retry runs the handler again.
 */
export async function processWebhook(deps: BillingDeps, request: WebhookRequest): Promise<WebhookResult> {
  if (!request.signature) return { status: 400, body: { error: 'Missing Stripe-Signature header.' } };
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(request.rawBody, request.signature, request.secret);
  } catch {
    writeLog('warn', 'stripe webhook: signature verification failed', { bytes: request.rawBody.length });
    return { status: 400, body: { error: 'Invalid Stripe-Signature.' } };
  }
  let handled = false;
  try {
    if (await alreadyProcessed(deps, event)) return { status: 200, body: { received: true, duplicate: true } };
    handled = await dispatchWebhookEvent(deps, event);
    const { error } = await deps.admin.rpc('mark_stripe_event_processed', { p_id: event.id });
    if (error) throw new Error(`mark_stripe_event_processed: ${error.message}`);
  } catch (err) {
    writeLog('error', 'stripe webhook: handler failed', { event_id: event.id, event_type: event.type, error: toError(err).message });
    return { status: 500, body: { error: 'Webhook handler failed; Stripe will retry.' } };
  }
  return { status: 200, body: handled ? { received: true } : { received: true, ignored: event.type } };
}
