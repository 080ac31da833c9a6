import { mustGet, previousAttributes, type ApiRoute } from '../api-types';
import { resourceMissing } from '../errors';
import { newId } from '../ids';
import { listPage } from '../list';
import { deleteCustomer } from '../operations/delete-customer';
import { createMetadata, mergeMetadata, type Params } from '../params';
import { present, presentList } from '../present';
import type { Mutation } from '../runtime';
import type { StoredCustomer } from '../models/customer';

export interface NewCustomer {
  email?: string | null;
  name?: string | null;
  description?: string | null;
  phone?: string | null;
  metadata?: Record<string, string>;
}

/** Creates a customer (the API, and Checkout when a session has none). */
export async function createCustomer(m: Mutation, fields: NewCustomer): Promise<StoredCustomer> {
  const customer: StoredCustomer = {
    id: newId('customer'),
    object: 'customer',
    address: null,
    balance: 0,
    created: m.now,
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description ?? null,
    discount: null,
    email: fields.email ?? null,
    invoice_prefix: newId('customer').slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata ?? {},
    name: fields.name ?? null,
    next_invoice_sequence: 1,
    phone: fields.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  await m.store.insert(customer);
  await m.emit('customer.created', customer);
  return customer;
}

function fieldsFrom(p: Params): NewCustomer {
  const out: NewCustomer = {};
  for (const key of ['email', 'name', 'description', 'phone'] as const) if (p.has(key)) out[key] = p.nullableString(key) ?? null;
  return out;
}

export const customerRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    handle: async ({ rt, params: p, eventRequest }) => {
      const customer = await rt.mutate((m) => createCustomer(m, { ...fieldsFrom(p), metadata: createMetadata(p.metadata()) }), eventRequest);
      return present(rt.reader, customer, p.expand());
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handle: async ({ rt, params, path }) => {
      // A deleted customer is still found, as its tombstone.
      const customer = await rt.reader.get(path[0], 'customer');
      if (!customer) throw resourceMissing('customer', path[0]);
      return customer.deleted === true ? customer : present(rt.reader, customer, params.expand());
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handle: async ({ rt, path, eventRequest }) => rt.mutate((m) => deleteCustomer(m, path[0]), eventRequest),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handle: async ({ rt, params: p, path, eventRequest }) => {
      const updated = await rt.mutate(async (m) => {
        const before = await mustGet(m.store, 'customer', path[0]);
        const after: StoredCustomer = { ...before, ...fieldsFrom(p), metadata: mergeMetadata(before.metadata, p.metadata()) };
        await m.store.save(after);
        await m.emit('customer.updated', after, previousAttributes(before, after));
        return after;
      }, eventRequest);
      return present(rt.reader, updated, p.expand());
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/customers$/,
    handle: async ({ rt, params: p }) => {
      const email = p.string('email');
      // Stripe matches the e-mail exactly (case-sensitive).
      const page = await listPage(rt.reader, 'customer', p, { ...(email ? { contains: { email } } : {}), fieldNotIn: { field: 'deleted', values: ['true'] } });
      return presentList(rt.reader, page.data, page.hasMore, '/v1/customers', p.expand());
    },
  },
];
