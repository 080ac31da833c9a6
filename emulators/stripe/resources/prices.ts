import { mustGet, previousAttributes, type ApiRoute } from '../api-types';
import { invalidRequest, parameterMissing } from '../errors';
import { newId } from '../ids';
import { listPage } from '../list';
import { createMetadata, mergeMetadata, type Params } from '../params';
import { present, presentList } from '../present';
import type { Mutation } from '../runtime';
import type { StoredPrice } from '../models/catalog';
import type { ListFilter } from '../store';
import { createProduct } from './products';

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

/**
 * A lookup key names one price at a time. With transfer_lookup_key the key moves to the new
 * price (the old one keeps everything else); without it, reusing a key is an error.
 */
async function claimLookupKey(m: Mutation, key: string, transfer: boolean, newPriceId: string): Promise<void> {
  const { data } = await m.store.list('price', { contains: { lookup_key: key } }, { limit: 10 });
  for (const holder of data) {
    if (holder.id === newPriceId) continue;
    if (!transfer) throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
    const after = { ...holder, lookup_key: null };
    await m.store.save(after);
    await m.emit('price.updated', after, { lookup_key: key });
  }
}

async function createPrice(m: Mutation, p: Params): Promise<StoredPrice> {
  const currency = p.requiredString('currency').toLowerCase();
  let productId = p.string('product');
  const productData = p.object('product_data');
  if (productId) await mustGet(m.store, 'product', productId, 'product');
  else if (productData) productId = (await createProduct(m, productData)).id;
  else throw parameterMissing('product');
  const unitAmount = p.integer('unit_amount');
  if (unitAmount === undefined) throw parameterMissing('unit_amount');
  if (unitAmount < 0) throw invalidRequest('Invalid unit_amount: must be at least 0.', 'unit_amount', 'parameter_invalid_integer');
  const recurringParams = p.object('recurring');
  const recurring = recurringParams
    ? {
        interval: recurringParams.oneOf('interval', INTERVALS) ?? (() => { throw parameterMissing('recurring[interval]'); })(),
        interval_count: recurringParams.integer('interval_count') ?? 1,
        meter: null,
        trial_period_days: recurringParams.integer('trial_period_days') ?? null,
        usage_type: recurringParams.oneOf('usage_type', ['licensed', 'metered'] as const) ?? 'licensed',
      }
    : null;
  const id = newId('price');
  const lookupKey = p.nullableString('lookup_key') ?? null;
  if (lookupKey) await claimLookupKey(m, lookupKey, p.boolean('transfer_lookup_key') ?? false, id);
  const price: StoredPrice = {
    id,
    object: 'price',
    active: p.boolean('active') ?? true,
    billing_scheme: 'per_unit',
    created: m.now,
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: createMetadata(p.metadata()),
    nickname: p.nullableString('nickname') ?? null,
    product: productId,
    recurring,
    tax_behavior: p.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified'] as const) ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  await m.store.insert(price);
  await m.emit('price.created', price);
  return price;
}

async function updatePrice(m: Mutation, id: string, p: Params): Promise<StoredPrice> {
  const before = await mustGet(m.store, 'price', id);
  const after: StoredPrice = { ...before, metadata: mergeMetadata(before.metadata, p.metadata()) };
  const active = p.boolean('active');
  if (active !== undefined) after.active = active;
  const nickname = p.nullableString('nickname');
  if (nickname !== undefined) after.nickname = nickname;
  if (p.has('tax_behavior')) after.tax_behavior = p.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified'] as const);
  if (p.has('lookup_key')) {
    const key = p.nullableString('lookup_key') ?? null;
    if (key) await claimLookupKey(m, key, p.boolean('transfer_lookup_key') ?? false, id);
    after.lookup_key = key;
  }
  await m.store.save(after);
  await m.emit('price.updated', after, previousAttributes(before, after));
  return after;
}

export const priceRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/prices$/,
    handle: async ({ rt, params, eventRequest }) => present(rt.reader, await rt.mutate((m) => createPrice(m, params), eventRequest), params.expand()),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/prices\/([^/]+)$/,
    handle: async ({ rt, params, path }) => present(rt.reader, await mustGet(rt.reader, 'price', path[0]), params.expand()),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/prices\/([^/]+)$/,
    handle: async ({ rt, params, path, eventRequest }) =>
      present(rt.reader, await rt.mutate((m) => updatePrice(m, path[0], params), eventRequest), params.expand()),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/prices$/,
    handle: async ({ rt, params: p }) => {
      const contains: Record<string, unknown> = {};
      const active = p.boolean('active');
      if (active !== undefined) contains.active = active;
      const product = p.string('product');
      if (product) contains.product = product;
      const type = p.oneOf('type', ['one_time', 'recurring'] as const);
      if (type) contains.type = type;
      const currency = p.string('currency');
      if (currency) contains.currency = currency.toLowerCase();
      const interval = p.object('recurring')?.oneOf('interval', INTERVALS);
      if (interval) contains.recurring = { interval };
      const filter: ListFilter = { contains };
      const lookupKeys = p.strings('lookup_keys');
      if (lookupKeys) filter.fieldIn = { field: 'lookup_key', values: lookupKeys };
      const page = await listPage(rt.reader, 'price', p, filter);
      return presentList(rt.reader, page.data, page.hasMore, '/v1/prices', p.expand());
    },
  },
];
