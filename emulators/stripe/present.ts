import { invalidRequest } from './errors';
import { listObject } from './list';
import type { StoredPrice } from './models/catalog';
import type { StoredCheckoutSession } from './models/checkout-session';
import type { StoredItem, StoredSubscription } from './models/subscription';
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
  const list: Record<string, unknown> = listObject(await Promise.all(items.map((o) => present(store, o))), hasMore, url);
  for (const [i, path] of expand.entries()) await expandPath(store, list, path.split('.'), undefined, `expand[${i}]`, path);
  return list;
}

function isSubscription(obj: StripeObject): obj is StoredSubscription {
  return obj.object === 'subscription';
}

function isCheckoutSession(obj: StripeObject): obj is StoredCheckoutSession {
  return obj.object === 'checkout.session';
}

/** Objects and arrays: what an expand[] path can step into. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function hydrate(store: StripeStore, obj: StripeObject): Promise<StripeObject> {
  const out = isSubscription(obj) ? { ...obj, items: { ...obj.items, data: await hydrateItems(store, obj.items.data) } } : obj;
  for (const key of Object.keys(out)) if (key.startsWith('__')) delete out[key];
  return out;
}

/** Each item with its Price (and the legacy Plan) in place of the stored price id. */
async function hydrateItems(store: StripeStore, items: StoredItem[]) {
  const out = [];
  for (const item of items) {
    const price = await store.get(item.price, 'price');
    out.push(price ? { ...item, price, plan: planFromPrice(price) } : item);
  }
  return out;
}

/** The legacy Plan object Stripe still returns beside each subscription item's price. */
function planFromPrice(price: StoredPrice): Record<string, unknown> {
  const { recurring } = price;
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: recurring?.interval ?? null,
    interval_count: recurring?.interval_count ?? null,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: recurring?.usage_type ?? 'licensed',
  };
}

async function lineItems(store: StripeStore, session: StoredCheckoutSession) {
  const data = [];
  for (const li of session.__line_items) {
    const price = await store.get(li.price, 'price');
    const amount = (price?.unit_amount ?? 0) * li.quantity;
    const product = price ? await store.get(price.product, 'product') : undefined;
    data.push({
      id: li.id,
      object: 'item',
      adjustable_quantity: null,
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price?.currency ?? 'usd',
      description: product?.name ?? null,
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
    const source = original && isCheckoutSession(original) ? original : await store.get(String(target.id), 'checkout.session');
    if (source) target.line_items = await lineItems(store, source);
    return;
  }
  const value = target[key];
  if (value === undefined) throw invalidRequest(`This property cannot be expanded (${path}).`, param);
  if (value === null) return;
  if (Array.isArray(value)) {
    for (const element of value) {
      if (rest.length && isObject(element)) await expandPath(store, element, rest, undefined, param, path);
    }
    return;
  }
  if (typeof value === 'string') {
    const found = await store.getAny(value);
    if (!found) throw invalidRequest(`This property cannot be expanded (${path}).`, param);
    const expanded = await present(store, found);
    target[key] = expanded;
    if (rest.length) await expandPath(store, expanded, rest, found, param, path);
    return;
  }
  if (isObject(value) && rest.length) {
    await expandPath(store, value, rest, undefined, param, path);
    return;
  }
  throw invalidRequest(`This property cannot be expanded (${path}).`, param);
}
