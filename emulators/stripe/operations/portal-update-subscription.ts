import { mustGet } from '../api-types';
import type { StoredSubscription } from '../models/subscription';
import { changeWaitsForPeriodEnd, PORTAL_CONFIGURATION } from '../portal-configuration';
import type { Mutation } from '../runtime';
import { dropSchedule, scheduleAtPeriodEnd } from './schedule-at-period-end';
import { updateSubscription, type ItemChange } from './update-subscription';

async function amountOf(m: Mutation, items: { price: string; quantity: number }[]): Promise<number> {
  let sum = 0;
  for (const item of items) sum += (await mustGet(m.store, 'price', item.price)).unit_amount * item.quantity;
  return sum;
}

/**
 * A plan change confirmed in the portal, applied as the portal configuration says: a cheaper
 * price is scheduled for the period's end; anything else happens now, with the configured
 * billing_cycle_anchor and proration_behavior (a new period, invoiced in full), and replaces a
 * change that was waiting for the period's end.
 */
export async function portalUpdateSubscription(m: Mutation, id: string, changes: ItemChange[]): Promise<'updated' | 'scheduled'> {
  const sub = await mustGet(m.store, 'subscription', id);
  const current = sub.items.data.map((i) => ({ id: i.id, price: i.price, quantity: i.quantity }));
  const next = current.map((item) => {
    const change = changes.find((c) => c.id === item.id);
    return { price: change?.price ?? item.price, quantity: change?.quantity ?? item.quantity };
  });
  if (changeWaitsForPeriodEnd(await amountOf(m, current), await amountOf(m, next))) {
    await scheduleAtPeriodEnd(m, id, next);
    return 'scheduled';
  }
  if (sub.schedule) {
    const released = structuredClone(sub);
    await dropSchedule(m, released, 'released');
    await m.store.save(released);
  }
  const { billing_cycle_anchor: anchor, proration_behavior: proration } = PORTAL_CONFIGURATION.features.subscription_update;
  await updateSubscription(m, id, { items: changes, prorationBehavior: proration, billingCycleAnchor: anchor, itemsParam: 'items' });
  return 'updated';
}
