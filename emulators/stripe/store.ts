import type { Queryable } from '../db/types';
import type { StoredEvent } from './events';
import type { StoredPrice, StoredProduct } from './models/catalog';
import type { StoredCheckoutSession } from './models/checkout-session';
import type { DeletedCustomer, StoredCustomer } from './models/customer';
import type { StoredInvoice } from './models/invoice';
import type { StoredPortalSession } from './models/portal-session';
import type { StoredSubscription } from './models/subscription';
import type { StoredSchedule } from './models/subscription-schedule';

/** Any stored Stripe object: at least an id and its type name. */
export interface StripeObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

/**
 * The stored shape of each object type, by its `object` name. Objects are written through
 * this store, from these types (webhook delivery only zeroes an event's pending_webhooks),
 * and get/list check the row's `object` column before answering.
 */
export interface StoredObjects {
  'billing_portal.session': StoredPortalSession;
  'checkout.session': StoredCheckoutSession;
  customer: StoredCustomer | DeletedCustomer;
  event: StoredEvent;
  invoice: StoredInvoice;
  price: StoredPrice;
  product: StoredProduct;
  subscription: StoredSubscription;
  subscription_schedule: StoredSchedule;
}

export type ObjectName = keyof StoredObjects;
export type StoredObject = StoredObjects[ObjectName];

/** A filter built by the emulator's own code: field names are constants, values are parameters. */
export interface ListFilter {
  /** JSON containment (`data @> …`): equality on fields, membership in arrays of objects. */
  contains?: Record<string, unknown>;
  /** A top-level text field is one of these values. */
  fieldIn?: { field: string; values: string[] };
  /** A top-level text field is none of these values. */
  fieldNotIn?: { field: string; values: string[] };
}

export interface PageRequest {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

const FIELD_NAME = /^[a-z_]+$/;

function checkField(field: string): string {
  if (!FIELD_NAME.test(field)) throw new Error(`invalid filter field ${field}`);
  return field;
}

/** Stripe objects in stripe_emulator.object, read and written as JSON. */
export class StripeStore {
  constructor(private readonly db: Queryable) {}

  /** The object with this id, if it is of the given type. */
  async get<K extends ObjectName>(id: string, object: K): Promise<StoredObjects[K] | undefined> {
    const { rows } = await this.db.query<{ data: StoredObjects[K]; object: string }>('select data, object from stripe_emulator.object where id = $1', [id]);
    const row = rows[0];
    if (!row || row.object !== object) return undefined;
    return row.data;
  }

  /** The object with this id, whatever its type (an expand[] path names ids of any type). */
  async getAny(id: string): Promise<StripeObject | undefined> {
    const { rows } = await this.db.query<{ data: StripeObject }>('select data from stripe_emulator.object where id = $1', [id]);
    return rows[0]?.data;
  }

  async insert<T extends StoredObject>(obj: T): Promise<T> {
    await this.db.query('insert into stripe_emulator.object (id, object, data) values ($1, $2, $3::jsonb)', [obj.id, obj.object, JSON.stringify(obj)]);
    return obj;
  }

  async save<T extends StoredObject>(obj: T): Promise<T> {
    const { rowCount } = await this.db.query('update stripe_emulator.object set data = $2::jsonb where id = $1', [obj.id, JSON.stringify(obj)]);
    if (rowCount !== 1) throw new Error(`stripe emulator: ${obj.id} does not exist`);
    return obj;
  }

  /** Newest first, as Stripe lists; fetches one extra row to know whether more exist. */
  async list<K extends ObjectName>(object: K, filter: ListFilter, page: PageRequest): Promise<{ data: StoredObjects[K][]; hasMore: boolean }> {
    const where = ['object = $1'];
    const params: unknown[] = [object];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filter.contains) where.push(`data @> ${add(JSON.stringify(filter.contains))}::jsonb`);
    if (filter.fieldIn) where.push(`data ->> '${checkField(filter.fieldIn.field)}' = any(${add(filter.fieldIn.values)}::text[])`);
    if (filter.fieldNotIn) where.push(`coalesce(data ->> '${checkField(filter.fieldNotIn.field)}', '') <> all(${add(filter.fieldNotIn.values)}::text[])`);
    const reverse = !page.startingAfter && !!page.endingBefore;
    if (page.startingAfter) where.push(`seq < (select seq from stripe_emulator.object where id = ${add(page.startingAfter)})`);
    if (page.endingBefore) where.push(`seq > (select seq from stripe_emulator.object where id = ${add(page.endingBefore)})`);
    const sql = `select data from stripe_emulator.object where ${where.join(' and ')} order by seq ${reverse ? 'asc' : 'desc'} limit ${add(page.limit + 1)}`;
    const { rows } = await this.db.query<{ data: StoredObjects[K] }>(sql, params);
    const hasMore = rows.length > page.limit;
    const data = rows.slice(0, page.limit).map((r) => r.data);
    return { data: reverse ? data.reverse() : data, hasMore };
  }
}
