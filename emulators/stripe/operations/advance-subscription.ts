import { mustGet, previousAttributes } from '../api-types';
import { invalidRequest } from '../errors';
import { currentPeriod, periodEnd, type StoredSubscription } from '../models/subscription';
import { present } from '../present';
import type { Mutation } from '../runtime';
import type { StoredInvoice } from '../models/invoice';
import { createInvoice, emitInvoicePayment, fullPeriodLines } from './create-invoice';
import { dropSchedule, enterScheduledPhase } from './schedule-at-period-end';

export type RenewalOutcome = 'paid' | 'failed';

/**
 * Moves a subscription to the end of its current period, as time passing would on Stripe
 * (the emulator has no test clocks): a subscription set to cancel at period end ends; one
 * past due with an open invoice pays it (or fails again); otherwise the next period starts
 * with a subscription_cycle invoice, paid (invoice.paid) or failed (invoice.payment_failed,
 * status past_due), at the price of the schedule's next phase when a change was scheduled
 * for the period's end. Reached from the emulator's subscriptions page.
 */
export async function advanceSubscription(m: Mutation, id: string, outcome: RenewalOutcome): Promise<StoredSubscription> {
  const before = await mustGet(m.store, 'subscription', id);
  if (!['active', 'past_due', 'trialing'].includes(before.status)) throw invalidRequest(`Only an active or past-due subscription can move to its next period (this one is ${before.status}).`);
  const period = currentPeriod(before);
  const after: StoredSubscription = structuredClone(before);

  if (before.cancel_at_period_end) {
    Object.assign(after, { status: 'canceled', ended_at: period.end, cancel_at: null, cancel_at_period_end: false });
    await dropSchedule(m, after, 'canceled');
    await m.store.save(after);
    await m.emit('customer.subscription.deleted', after);
    return after;
  }

  let invoice: StoredInvoice;
  const open = before.status === 'past_due' && before.latest_invoice ? await m.store.get(before.latest_invoice, 'invoice') : undefined;
  if (open && open.status === 'open') {
    invoice = outcome === 'paid' ? markPaid(open, m.now) : { ...open, attempt_count: open.attempt_count + 1 };
    await m.store.save(invoice);
  } else {
    const start = period.end;
    await enterScheduledPhase(m, after, start);
    const end = periodEnd(await mustGet(m.store, 'price', after.items.data[0].price), start);
    for (const item of after.items.data) Object.assign(item, { current_period_start: start, current_period_end: end });
    invoice = await createInvoice(m, after, 'subscription_cycle', await fullPeriodLines(m, after, { start, end }), outcome === 'paid', period);
    after.latest_invoice = invoice.id;
  }
  after.status = outcome === 'paid' ? 'active' : 'past_due';
  await m.store.save(after);
  const changed = previousAttributes(await present(m.store, before), await present(m.store, after));
  if (Object.keys(changed).length) await m.emit('customer.subscription.updated', after, changed);
  await emitInvoicePayment(m, invoice);
  return after;
}

function markPaid(invoice: StoredInvoice, now: number): StoredInvoice {
  return {
    ...invoice,
    status: 'paid',
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    attempt_count: invoice.attempt_count + 1,
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, paid_at: now },
  };
}
