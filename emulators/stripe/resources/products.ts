import { mustGet, previousAttributes, type ApiRoute } from '../api-types';
import { invalidRequest } from '../errors';
import { newId } from '../ids';
import { listPage } from '../list';
import { createMetadata, mergeMetadata, type Params } from '../params';
import { present, presentList } from '../present';
import type { Mutation } from '../runtime';
import type { StoredProduct } from '../models/catalog';
import type { ListFilter } from '../store';

/** Creates a product; also used by prices.create with product_data. */
export async function createProduct(m: Mutation, p: Params): Promise<StoredProduct> {
  const id = p.string('id') || newId('product');
  if (await m.store.getAny(id)) throw invalidRequest(`Product already exists.`, 'id', 'resource_already_exists');
  const product: StoredProduct = {
    id,
    object: 'product',
    active: p.boolean('active') ?? true,
    created: m.now,
    default_price: null,
    description: p.nullableString('description') ?? null,
    images: p.strings('images') ?? [],
    livemode: false,
    marketing_features: (p.objects('marketing_features') ?? []).map((f) => ({ name: f.requiredString('name') })),
    metadata: createMetadata(p.metadata()),
    name: p.requiredString('name'),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: p.nullableString('statement_descriptor') ?? null,
    tax_code: p.nullableString('tax_code') ?? null,
    tax_details: null,
    type: 'service',
    unit_label: p.nullableString('unit_label') ?? null,
    updated: m.now,
    url: p.nullableString('url') ?? null,
  };
  await m.store.insert(product);
  await m.emit('product.created', product);
  return product;
}

export const productRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/products$/,
    handle: async ({ rt, params, eventRequest }) => present(rt.reader, await rt.mutate((m) => createProduct(m, params), eventRequest), params.expand()),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/products\/([^/]+)$/,
    handle: async ({ rt, params, path }) => present(rt.reader, await mustGet(rt.reader, 'product', path[0]), params.expand()),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/products\/([^/]+)$/,
    handle: async ({ rt, params: p, path, eventRequest }) => {
      const updated = await rt.mutate(async (m) => {
        const before = await mustGet(m.store, 'product', path[0]);
        const after: StoredProduct = { ...before, updated: m.now, metadata: mergeMetadata(before.metadata, p.metadata()) };
        if (p.has('name')) after.name = p.requiredString('name');
        const active = p.boolean('active');
        if (active !== undefined) after.active = active;
        for (const key of ['description', 'statement_descriptor', 'unit_label', 'url', 'tax_code'] as const) {
          if (p.has(key)) after[key] = p.nullableString(key);
        }
        if (p.has('images')) after.images = p.strings('images') ?? [];
        if (p.has('marketing_features')) after.marketing_features = (p.objects('marketing_features') ?? []).map((f) => ({ name: f.requiredString('name') }));
        if (p.has('default_price')) {
          const priceId = p.nullableString('default_price');
          if (priceId) {
            const price = await mustGet(m.store, 'price', priceId, 'default_price');
            if (price.product !== before.id) throw invalidRequest(`The price ${priceId} does not belong to product ${before.id}.`, 'default_price');
          }
          after.default_price = priceId ?? null;
        }
        await m.store.save(after);
        await m.emit('product.updated', after, previousAttributes(before, after));
        return after;
      }, eventRequest);
      return present(rt.reader, updated, p.expand());
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/products$/,
    handle: async ({ rt, params: p }) => {
      const filter: ListFilter = {};
      const active = p.boolean('active');
      if (active !== undefined) filter.contains = { active };
      const ids = p.strings('ids');
      if (ids) filter.fieldIn = { field: 'id', values: ids };
      const page = await listPage(rt.reader, 'product', p, filter);
      return presentList(rt.reader, page.data, page.hasMore, '/v1/products', p.expand());
    },
  },
];
