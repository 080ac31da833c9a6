import { mustGet } from '../api-types';
import type { Mutation } from '../runtime';
import type { DeletedCustomer } from '../models/customer';
import { cancelSubscription } from './cancel-subscription';

/**
 * DELETE /v1/customers/{id}, as Stripe does it: the customer's subscriptions that have not
 * ended are cancelled at once (customer.subscription.deleted each), the customer's details are
 * gone, and what remains is `{id, object: 'customer', deleted: true}`, which GET still returns
 * while every other call answers "No such customer".
 */
export async function deleteCustomer(m: Mutation, id: string): Promise<DeletedCustomer> {
  const customer = await mustGet(m.store, 'customer', id);
  for (;;) {
    const live = await m.store.list('subscription', { contains: { customer: id }, fieldNotIn: { field: 'status', values: ['canceled', 'incomplete_expired'] } }, { limit: 100 });
    for (const sub of live.data) await cancelSubscription(m, sub.id);
    if (!live.hasMore) break;
  }
  const tombstone: DeletedCustomer = { id, object: 'customer', deleted: true };
  await m.store.save(tombstone);
  await m.emit('customer.deleted', customer);
  return tombstone;
}
