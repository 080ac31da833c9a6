import { mustGet } from '../api-types';
import { invalidRequest } from '../errors';
import { newId } from '../ids';
import { buildSubscription } from '../models/subscription';
import { createCustomer } from '../resources/customers';
import type { Mutation } from '../runtime';
import type { StoredCheckoutSession } from '../models/checkout-session';
import { createInvoice, emitInvoicePayment, fullPeriodLines } from './create-invoice';

export interface Payer {
  email?: string;
  name?: string;
}

/**
 * A successful payment on the hosted page: the customer (created if the session had none),
 * an active subscription, its first invoice paid, the session complete, and the events in
 * the order Stripe sends them.
 */
export async function completeCheckout(m: Mutation, sessionId: string, payer: Payer): Promise<StoredCheckoutSession> {
  const session = await mustGet(m.store, 'checkout.session', sessionId);
  if (session.status !== 'open') throw invalidRequest('This Checkout Session is no longer active.');
  const email = session.customer_email ?? payer.email ?? null;
  const customerId = session.customer ?? (await createCustomer(m, { email, name: payer.name ?? null })).id;
  const customer = await mustGet(m.store, 'customer', customerId);
  const lines = [];
  for (const li of session.__line_items) lines.push({ price: await mustGet(m.store, 'price', li.price), quantity: li.quantity });

  const sub = buildSubscription({
    customer: customerId,
    lines,
    metadata: session.__subscription_metadata,
    now: m.now,
    paymentMethod: newId('payment_method'),
  });
  await m.store.insert(sub);
  const period = { start: sub.items.data[0].current_period_start, end: sub.items.data[0].current_period_end };
  const invoice = await createInvoice(m, sub, 'subscription_create', await fullPeriodLines(m, sub, period), true, { start: m.now, end: m.now });
  sub.latest_invoice = invoice.id;
  await m.store.save(sub);

  const completed: StoredCheckoutSession = {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    customer: customerId,
    customer_details: {
      address: null,
      business_name: null,
      email: customer.email ?? email,
      individual_name: null,
      name: payer.name ?? customer.name ?? null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    subscription: sub.id,
    invoice: invoice.id,
    url: null,
  };
  await m.store.save(completed);

  await m.emit('customer.subscription.created', sub);
  await emitInvoicePayment(m, invoice);
  await m.emit('checkout.session.completed', completed);
  return completed;
}
