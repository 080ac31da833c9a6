import { mustGet, previousAttributes } from '../api-types';
import { invalidRequest, resourceMissing } from '../errors';
import type { InvoiceLine, StoredInvoice } from '../models/invoice';
import { recurringOf } from '../models/catalog';
import { currentPeriod, newItem, periodEnd, type StoredItem, type StoredSubscription } from '../models/subscription';
import { mergeMetadata } from '../params';
import { present } from '../present';
import type { Mutation } from '../runtime';
import { createInvoice, emitInvoicePayment, fullPeriodLines } from './create-invoice';

export type ProrationBehavior = 'create_prorations' | 'none' | 'always_invoice';

export interface ItemChange {
  id?: string;
  price?: string;
  quantity?: number;
}

export interface SubscriptionChanges {
  items?: ItemChange[];
  prorationBehavior?: ProrationBehavior;
  /** `now` starts a new billing period at once and invoices it in full; `unchanged` (the default) keeps the period. */
  billingCycleAnchor?: 'now' | 'unchanged';
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
  /** How errors name the items parameter (`items` in the API, `flow_data[…][items]` in the portal). */
  itemsParam?: string;
}

const CANCELED_UPDATE_MESSAGE = 'A canceled subscription can only update its cancellation_details and metadata.';

/**
 * Changes a subscription as Stripe does. A new price with the same interval keeps the
 * billing period; with always_invoice the prorated difference is charged at once (invoice
 * billing_reason subscription_update). A new interval, or billing_cycle_anchor=now, restarts
 * the period now and invoices the new period in full at once. Stripe would also credit the
 * unused time of the old price unless proration_behavior is none, and create_prorations
 * would leave pending invoice items for the next renewal: the emulator models neither
 * credits nor pending items (the app's portal uses proration_behavior none).
 */
export async function updateSubscription(m: Mutation, id: string, changes: SubscriptionChanges): Promise<StoredSubscription> {
  const before = await mustGet(m.store, 'subscription', id);
  const after: StoredSubscription = structuredClone(before);
  after.metadata = mergeMetadata(before.metadata, changes.metadata);
  const touchesBilling = changes.items !== undefined || changes.cancelAtPeriodEnd !== undefined;
  if (touchesBilling && (before.status === 'canceled' || before.status === 'incomplete_expired')) throw invalidRequest(CANCELED_UPDATE_MESSAGE);

  const param = changes.itemsParam ?? 'items';
  const { start, end } = currentPeriod(before);
  let intervalChanged = false;
  const oldAmount = await amountOf(m, before.items.data);
  for (const [i, change] of (changes.items ?? []).entries()) {
    const price = change.price ? await mustGet(m.store, 'price', change.price, `${param}[${i}][price]`) : undefined;
    if (price && (!price.recurring || price.active === false)) {
      throw invalidRequest(`The price specified (${price.id}) is ${price.active === false ? 'inactive' : 'not recurring'}.`, `${param}[${i}][price]`);
    }
    let item: StoredItem | undefined;
    if (change.id) {
      item = after.items.data.find((it) => it.id === change.id);
      if (!item) throw resourceMissing('subscription_item', change.id, `${param}[${i}][id]`);
    } else {
      if (!price) throw invalidRequest(`Missing required param: ${param}[${i}][price].`, `${param}[${i}][price]`, 'parameter_missing');
      item = newItem(after.id, price, change.quantity ?? 1, m.now, start, end);
      after.items.data.push(item);
    }
    if (price && price.id !== item.price) {
      const old = await mustGet(m.store, 'price', item.price);
      const [a, b] = [recurringOf(old), recurringOf(price)];
      if (a.interval !== b.interval || a.interval_count !== b.interval_count) intervalChanged = true;
      if (price.currency !== after.currency) throw invalidRequest('Currency fields must match across all prices on this subscription.', `${param}[${i}][price]`);
      item.price = price.id;
    }
    if (change.quantity !== undefined) item.quantity = change.quantity;
  }
  after.items.total_count = after.items.data.length;

  if (changes.cancelAtPeriodEnd !== undefined && changes.cancelAtPeriodEnd !== before.cancel_at_period_end) {
    after.cancel_at_period_end = changes.cancelAtPeriodEnd;
    after.cancel_at = changes.cancelAtPeriodEnd ? end : null;
    after.canceled_at = changes.cancelAtPeriodEnd ? m.now : null;
    after.cancellation_details = { comment: null, feedback: null, reason: changes.cancelAtPeriodEnd ? 'cancellation_requested' : null };
  }

  let invoice: StoredInvoice | undefined;
  if (intervalChanged || changes.billingCycleAnchor === 'now') {
    const newEnd = periodEnd(await mustGet(m.store, 'price', after.items.data[0].price), m.now);
    for (const item of after.items.data) Object.assign(item, { current_period_start: m.now, current_period_end: newEnd });
    after.billing_cycle_anchor = m.now;
    if (after.cancel_at_period_end) after.cancel_at = newEnd;
    invoice = await createInvoice(m, after, 'subscription_update', await fullPeriodLines(m, after, { start: m.now, end: newEnd }), true, { start, end: m.now });
    // A subscription's status follows its latest invoice: this one is paid.
    if (after.status === 'past_due') after.status = 'active';
  } else if (changes.prorationBehavior === 'always_invoice' && changes.items?.length) {
    const lines = await prorationLines(m, after, oldAmount, { start, end });
    if (lines.length) invoice = await createInvoice(m, after, 'subscription_update', lines, true, { start: m.now, end: m.now });
  }
  if (invoice) after.latest_invoice = invoice.id;

  await m.store.save(after);
  const changed = previousAttributes(await present(m.store, before), await present(m.store, after));
  if (Object.keys(changed).length) await m.emit('customer.subscription.updated', after, changed);
  if (invoice) await emitInvoicePayment(m, invoice);
  return after;
}

async function amountOf(m: Mutation, items: StoredItem[]): Promise<number> {
  let sum = 0;
  for (const item of items) sum += (await mustGet(m.store, 'price', item.price)).unit_amount * item.quantity;
  return sum;
}

/** The difference for the rest of the period, as one line; nothing when it is not a charge (credits are not modelled). */
async function prorationLines(m: Mutation, sub: StoredSubscription, oldAmount: number, period: { start: number; end: number }): Promise<InvoiceLine[]> {
  const newAmount = await amountOf(m, sub.items.data);
  const remaining = Math.max(0, period.end - m.now) / Math.max(1, period.end - period.start);
  const amount = Math.round((newAmount - oldAmount) * remaining);
  if (amount <= 0) return [];
  const [line] = await fullPeriodLines(m, sub, { start: m.now, end: period.end });
  return [{ ...line, amount, proration: true }];
}
