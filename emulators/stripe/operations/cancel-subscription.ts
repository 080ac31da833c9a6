import { mustGet } from '../api-types';
import { invalidRequest } from '../errors';
import type { StoredSubscription } from '../models/subscription';
import type { Mutation } from '../runtime';
import { dropSchedule } from './schedule-at-period-end';

export interface CancellationDetails {
  comment?: string | null;
  feedback?: string | null;
}

/** Ends a subscription now (DELETE /v1/subscriptions/{id}, or the portal's cancel): status canceled, one deleted event. */
export async function cancelSubscription(m: Mutation, id: string, details: CancellationDetails = {}): Promise<StoredSubscription> {
  const before = await mustGet(m.store, 'subscription', id);
  if (before.status === 'canceled' || before.status === 'incomplete_expired') {
    throw invalidRequest(`The subscription ${id} has already been canceled.`);
  }
  const after: StoredSubscription = {
    ...before,
    status: 'canceled',
    canceled_at: before.canceled_at ?? m.now,
    ended_at: m.now,
    cancel_at: null,
    cancel_at_period_end: false,
    cancellation_details: { comment: details.comment ?? null, feedback: details.feedback ?? null, reason: 'cancellation_requested' },
  };
  // A change scheduled for the period's end will never come.
  await dropSchedule(m, after, 'canceled');
  await m.store.save(after);
  await m.emit('customer.subscription.deleted', after);
  return after;
}
