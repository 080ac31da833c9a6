import type Stripe from 'stripe';
import type { BillingDeps } from '@/lib/stripe/billing-deps';
import { handleCheckoutSessionCompleted } from '@/lib/stripe/handlers/checkout-session-completed';
import { dispatchWebhookEvent } from '@/lib/stripe/handlers/dispatch-webhook-event';
import type { WebhookHandler, WebhookHandlerMap } from '@/lib/stripe/handlers/handler-types';
import { WEBHOOK_HANDLERS } from '@/lib/stripe/handlers';

// The type checks below run under `tsc` (npm test type-checks tests/): each @ts-expect-error
// fails the build if the line it guards ever compiles.
describe('webhook handler table types', () => {
  it('refuses a misspelled event type and a handler filed under another type', () => {
    // @ts-expect-error 'checkout.sesion.completed' is not a Stripe event type
    const misspelled = { 'checkout.sesion.completed': handleCheckoutSessionCompleted } satisfies WebhookHandlerMap;
    // @ts-expect-error a checkout handler cannot take invoice events
    const misfiled = { 'invoice.paid': handleCheckoutSessionCompleted } satisfies WebhookHandlerMap;
    expect(Object.keys({ ...misspelled, ...misfiled })).toHaveLength(2);
  });

  it('hands each handler its narrowed event, so data.object needs no cast', () => {
    const seen: string[] = [];
    const onInvoice: WebhookHandler<'invoice.paid'> = async (_deps, event) => {
      const invoice: Stripe.Invoice = event.data.object;
      seen.push(invoice.id ?? '');
    };
    // @ts-expect-error an invoice event's object is not a subscription
    const wrong: WebhookHandler<'invoice.paid'> = async (_deps, event) => void (event.data.object satisfies Stripe.Subscription);
    expect([onInvoice, wrong]).toHaveLength(2);
  });

  it('lists exactly the event types the Stripe endpoint must send', () => {
    expect(Object.keys(WEBHOOK_HANDLERS).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'customer.subscription.deleted',
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_failed',
    ]);
  });
});

describe('dispatchWebhookEvent', () => {
  const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event;

  it('ignores a type we do not act on without calling Stripe', async () => {
    const deps = { stripe: {}, admin: {} } as unknown as BillingDeps;
    await expect(dispatchWebhookEvent(deps, event('customer.created', { id: 'cus_1' }))).resolves.toBe(false);
  });

  it("runs the type's handler with the event's object", async () => {
    const retrieve = jest.fn(async (id: string) => ({ id, mode: 'payment', subscription: null }));
    const deps = { stripe: { checkout: { sessions: { retrieve } } }, admin: {} } as unknown as BillingDeps;
    await expect(dispatchWebhookEvent(deps, event('checkout.session.completed', { id: 'cs_123' }))).resolves.toBe(true);
    expect(retrieve).toHaveBeenCalledWith('cs_123');
  });
});
