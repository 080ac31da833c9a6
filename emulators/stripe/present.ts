import { invalidRequest } from './errors';
import { listObject } from './list';
import type { StripeObject, StripeStore } from './store';

/**
 * Turns a stored object into what the API returns: related objects that Stripe always
 * embeds are filled in fresh (a subscription item's price), internal fields (`__…`) are
 * dropped, and `expand[]` paths replace ids with the objects they name.
 */
export async function present(store: StripeStore, obj: StripeObject, expand: string[] = []): Promise<StripeObject> {
  const out = await hydrate(store, structuredClone(obj));
  for (const [i, path] of expand.entries()) {
    await expandPath(store, out, path.split('.'), obj, `expand[${i}]`, path);
  }
  return out;
}

/** Applies `expand[]` to a list response (`data.customer` paths). */
export async function presentList(store: StripeStore, items: StripeObject[], hasMore: boolean, url: string, expand: string[]) {
  const list = listObject(await Promise.all(items.map((o) => present(store, o))), hasMore, url) as unknown as Record<string, unknown>;
  for (const [i, path] of expand.entries()) await expandPath(store, list, path.split('.'), undefined, `expand[${i}]`, path);
  return list;
}

async function hydrate(store: StripeStore, obj: StripeObject): Promise<StripeObject> {
  if (obj.object === 'subscription') {
    const items = obj.items as { data: Record<string, unknown>[] };
    for (const item of items.data) {
      if (typeof item.price === 'string') {
        const price = await store.get(item.price, 'price');
        if (price) {
          item.price = price;
          item.plan = planFromPrice(price);
        }
      }
    }
  }
  for (const key of Object.keys(obj)) if (key.startsWith('__')) delete obj[key];
  return obj;
}

/** The legacy Plan object Stripe still returns beside each subscription item's price. */
function planFromPrice(price: StripeObject): Record<string, unknown> {
  const recurring = (price.recurring ?? {}) as Record<string, unknown>;
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: recurring.interval ?? null,
    interval_count: recurring.interval_count ?? null,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: recurring.usage_type ?? 'licensed',
  };
}

async function lineItems(store: StripeStore, session: StripeObject) {
  const stored = (session.__line_items ?? []) as { id: string; price: string; quantity: number }[];
  const data = [];
  for (const li of stored) {
    const price = await store.get(li.price, 'price');
    const amount = ((price?.unit_amount as number | null) ?? 0) * li.quantity;
    const product = price ? await store.get(price.product as string, 'product') : undefined;
    data.push({
      id: li.id,
      object: 'item',
      adjustable_quantity: null,
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price?.currency ?? 'usd',
      description: (product?.name as string | undefined) ?? null,
      metadata: {},
      price: price ?? null,
      quantity: li.quantity,
    });
  }
  return listObject(data, false, `/v1/checkout/sessions/${session.id}/line_items`);
}

async function expandPath(
  store: StripeStore,
  target: Record<string, unknown>,
  parts: string[],
  original: StripeObject | undefined,
  param: string,
  path: string,
): Promise<void> {
  if (parts.length > 4) throw invalidRequest(`You cannot expand more than 4 levels of a property. Property: ${path}`, param);
  const [key, ...rest] = parts;
  if (key === 'line_items' && target.object === 'checkout.session') {
    const source = original ?? (await store.get(target.id as string, 'checkout.session'));
    if (source) target.line_items = await lineItems(store, source);
    return;
  }
  const value = target[key];
  if (value === undefined) throw invalidRequest(`This property cannot be expanded (${path}).`, param);
  if (value === null) return;
  if (Array.isArray(value)) {
    for (const element of value) {
      if (rest.length && element && typeof element === 'object') await expandPath(store, element as Record<string, unknown>, rest, undefined, param, path);
    }
    return;
  }
  if (typeof value === 'string') {
    const found = await store.get(value);
    if (!found) throw invalidRequest(`This property cannot be expanded (${path}).`, param);
    target[key] = await present(store, found);
    if (rest.length) await expandPath(store, target[key] as Record<string, unknown>, rest, found, param, path);
    return;
  }
  if (typeof value === 'object' && rest.length) {
    await expandPath(store, value as Record<string, unknown>, rest, undefined, param, path);
    return;
  }
  throw invalidRequest(`This property cannot be expanded (${path}).`, param);
}
