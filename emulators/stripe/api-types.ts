import type { EventRequest } from './events';
import type { Params } from './params';
import type { StripeRuntime } from './runtime';
import { resourceMissing } from './errors';
import type { DeletedCustomer } from './models/customer';
import type { ObjectName, StoredObjects, StripeObject, StripeStore } from './store';

export interface ApiRequest {
  rt: StripeRuntime;
  /** POST body, or the query string of GET and DELETE (stripe-node puts DELETE params there). */
  params: Params;
  /** The path's captured ids, in order. */
  path: string[];
  /** Recorded on the events this request raises. */
  eventRequest: EventRequest;
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handle(req: ApiRequest): Promise<unknown>;
}

/**
 * Loads an object of a given type or fails as Stripe does (404 for a URL id, 400 naming the
 * parameter otherwise). A deleted object (a customer's tombstone) counts as missing.
 */
export async function mustGet<K extends ObjectName>(store: StripeStore, object: K, id: string, param?: string): Promise<Live<StoredObjects[K]>> {
  const found = await store.get(id, object);
  if (!found || !isLive(found)) throw resourceMissing(object, id, param);
  return found;
}

/** A stored object other than a deleted customer's tombstone. */
export type Live<T> = Exclude<T, DeletedCustomer>;

function isLive<T extends StripeObject>(obj: T): obj is Live<T> {
  return obj.deleted !== true;
}

/** Fields of `before` whose values differ in `after`, with their old values: an event's previous_attributes. */
export function previousAttributes(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (key.startsWith('__')) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = before[key] ?? null;
  }
  return out;
}
