import { mustGet, previousAttributes } from '../api-types';
import { invalidRequest } from '../errors';
import { buildSchedule, phase, type StoredSchedule } from '../models/subscription-schedule';
import { currentPeriod, periodEnd, type StoredSubscription } from '../models/subscription';
import { present } from '../present';
import type { Mutation } from '../runtime';

/**
 * Schedules a new price for the next period, as the portal does for an update that meets a
 * `schedule_at_period_end` condition: nothing changes or is charged now; the renewal at the
 * period's end bills the new price. A second change replaces the pending one.
 */
export async function scheduleAtPeriodEnd(m: Mutation, id: string, items: { price: string; quantity: number }[]): Promise<StoredSubscription> {
  const before = await mustGet(m.store, 'subscription', id);
  if (before.status === 'canceled' || before.status === 'incomplete_expired') throw invalidRequest(`The subscription ${id} has been canceled and cannot be changed.`);
  const { start, end } = currentPeriod(before);
  const next = await mustGet(m.store, 'price', items[0].price);
  const phases = [
    phase(start, end, before.items.data.map((i) => ({ price: i.price, quantity: i.quantity }))),
    phase(end, periodEnd(next, end), items),
  ];
  const existing = before.schedule ? await m.store.get(before.schedule, 'subscription_schedule') : undefined;
  if (existing?.status === 'active') {
    const updated: StoredSchedule = { ...existing, phases };
    await m.store.save(updated);
    await m.emit('subscription_schedule.updated', updated, previousAttributes(existing, updated));
    return before;
  }
  const schedule = buildSchedule({ customer: before.customer, subscription: id, now: m.now, phases });
  await m.store.insert(schedule);
  await m.emit('subscription_schedule.created', schedule);
  const after: StoredSubscription = { ...structuredClone(before), schedule: schedule.id };
  await m.store.save(after);
  await m.emit('customer.subscription.updated', after, previousAttributes(await present(m.store, before), await present(m.store, after)));
  return after;
}

/**
 * The subscription's schedule at a period boundary (`at`, before the renewal is billed): the
 * phase starting then puts its prices on the items; past the last phase the schedule releases
 * the subscription (its end_behavior). Changes `sub` in place; the caller saves it.
 */
export async function enterScheduledPhase(m: Mutation, sub: StoredSubscription, at: number): Promise<void> {
  if (!sub.schedule) return;
  const schedule = await m.store.get(sub.schedule, 'subscription_schedule');
  if (!schedule || schedule.status !== 'active') return;
  const next = schedule.phases.find((p) => p.start_date === at);
  if (!next) {
    await endSchedule(m, sub, schedule, 'released');
    return;
  }
  next.items.forEach((item, i) => {
    if (sub.items.data[i]) Object.assign(sub.items.data[i], { price: item.price, quantity: item.quantity });
  });
  const updated: StoredSchedule = { ...schedule, current_phase: { start_date: next.start_date, end_date: next.end_date } };
  await m.store.save(updated);
  await m.emit('subscription_schedule.updated', updated, previousAttributes(schedule, updated));
}

/** Drops a pending scheduled change (an immediate update or a cancellation supersedes it). Changes `sub` in place. */
export async function dropSchedule(m: Mutation, sub: StoredSubscription, how: 'released' | 'canceled'): Promise<void> {
  if (!sub.schedule) return;
  const schedule = await m.store.get(sub.schedule, 'subscription_schedule');
  if (!schedule || schedule.status !== 'active') return;
  await endSchedule(m, sub, schedule, how);
}

async function endSchedule(m: Mutation, sub: StoredSubscription, schedule: StoredSchedule, how: 'released' | 'canceled'): Promise<void> {
  const ended: StoredSchedule =
    how === 'released'
      ? { ...schedule, status: 'released', released_at: m.now, released_subscription: sub.id, current_phase: null }
      : { ...schedule, status: 'canceled', canceled_at: m.now, current_phase: null };
  await m.store.save(ended);
  await m.emit(`subscription_schedule.${how}`, ended);
  if (how === 'released') sub.schedule = null;
}
