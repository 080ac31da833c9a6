import { mustGet } from '../api-types';
import { buildInvoice, type BillingReason, type InvoiceLine, type StoredInvoice } from '../models/invoice';
import type { StoredSubscription } from '../models/subscription';
import type { Mutation } from '../runtime';

/** One line per subscription item, charging its full price for `period`. */
export async function fullPeriodLines(m: Mutation, sub: StoredSubscription, period: { start: number; end: number }): Promise<InvoiceLine[]> {
  const lines: InvoiceLine[] = [];
  for (const item of sub.items.data) {
    const price = await mustGet(m.store, 'price', item.price);
    const product = await m.store.get(price.product, 'product');
    lines.push({
      price,
      productName: product?.name ?? price.id,
      quantity: item.quantity,
      amount: price.unit_amount * item.quantity,
      subscriptionItem: item.id,
      period,
      proration: false,
    });
  }
  return lines;
}

/** Stores a new invoice for the subscription (numbered per customer, as Stripe does); the caller emits its events. */
export async function createInvoice(
  m: Mutation,
  sub: StoredSubscription,
  reason: BillingReason,
  lines: InvoiceLine[],
  paid: boolean,
  invoicePeriod: { start: number; end: number },
): Promise<StoredInvoice> {
  const customer = await mustGet(m.store, 'customer', sub.customer);
  const number = customer.next_invoice_sequence;
  await m.store.save({ ...customer, next_invoice_sequence: number + 1 });
  const invoice = buildInvoice({ sub, customer, reason, lines, paid, now: m.now, number, invoicePeriod });
  await m.store.insert(invoice);
  return invoice;
}

/** The events Stripe sends for an invoice's payment attempt. */
export async function emitInvoicePayment(m: Mutation, invoice: StoredInvoice): Promise<void> {
  if (invoice.status === 'paid') {
    await m.emit('invoice.paid', invoice);
    await m.emit('invoice.payment_succeeded', invoice);
  } else {
    await m.emit('invoice.payment_failed', invoice);
  }
}
