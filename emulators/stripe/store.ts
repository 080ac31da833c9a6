import type { Queryable } from '../db/types';

/** Any stored Stripe object: at least an id and its type name. */
export interface StripeObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

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

  async get<T extends StripeObject = StripeObject>(id: string, object?: string): Promise<T | undefined> {
    const { rows } = await this.db.query<{ data: T; object: string }>('select data, object from stripe_emulator.object where id = $1', [id]);
    const row = rows[0];
    if (!row || (object && row.object !== object)) return undefined;
    return row.data;
  }

  async insert<T extends StripeObject>(obj: T): Promise<T> {
    await this.db.query('insert into stripe_emulator.object (id, object, data) values ($1, $2, $3::jsonb)', [obj.id, obj.object, JSON.stringify(obj)]);
    return obj;
  }

  async save<T extends StripeObject>(obj: T): Promise<T> {
    const { rowCount } = await this.db.query('update stripe_emulator.object set data = $2::jsonb where id = $1', [obj.id, JSON.stringify(obj)]);
    if (rowCount !== 1) throw new Error(`stripe emulator: ${obj.id} does not exist`);
    return obj;
  }

  /** Newest first, as Stripe lists; fetches one extra row to know whether more exist. */
  async list<T extends StripeObject>(object: string, filter: ListFilter, page: PageRequest): Promise<{ data: T[]; hasMore: boolean }> {
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
    const { rows } = await this.db.query<{ data: T }>(sql, params);
    const hasMore = rows.length > page.limit;
    const data = rows.slice(0, page.limit).map((r) => r.data);
    return { data: reverse ? data.reverse() : data, hasMore };
  }
}
