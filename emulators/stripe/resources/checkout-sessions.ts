import { mustGet, type ApiRoute } from '../api-types';
import { invalidRequest, parameterMissing } from '../errors';
import { newId } from '../ids';
import { listPage } from '../list';
import { createMetadata, urlParam, type Params } from '../params';
import { present, presentList } from '../present';
import type { Mutation } from '../runtime';
import type { CheckoutLineItem, StoredCheckoutSession } from '../models/checkout-session';

const DAY = 86_400;

async function createSession(m: Mutation, p: Params, publicUrl: string): Promise<StoredCheckoutSession> {
  const mode = p.oneOf('mode', ['payment', 'setup', 'subscription'] as const);
  if (!mode) throw parameterMissing('mode');
  if (mode !== 'subscription') throw invalidRequest('The Cuecard Stripe emulator supports Checkout in mode=subscription only.', 'mode', 'parameter_invalid_string');
  const successUrl = urlParam(p, 'success_url');
  const cancelUrl = urlParam(p, 'cancel_url');
  const customer = p.string('customer') || null;
  const customerEmail = p.string('customer_email') || null;
  if (customer && customerEmail) throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
  if (customer) await mustGet(m.store, 'customer', customer, 'customer');

  const items = p.objects('line_items');
  if (!items?.length) throw parameterMissing('line_items');
  const lineItems: CheckoutLineItem[] = [];
  let total = 0;
  let currency: string | undefined;
  for (const [i, item] of items.entries()) {
    if (item.has('price_data')) throw invalidRequest('The Cuecard Stripe emulator takes line_items[][price] only (create the Price first).', `line_items[${i}][price_data]`);
    const price = await mustGet(m.store, 'price', item.requiredString('price'), `line_items[${i}][price]`);
    if (price.active === false) throw invalidRequest('The price specified is inactive. This field only accepts active prices.', `line_items[${i}][price]`);
    if (!price.recurring) throw invalidRequest('You must provide at least one recurring price in `subscription` mode when using prices.', `line_items[${i}][price]`);
    const quantity = item.integer('quantity');
    if (quantity === undefined) throw parameterMissing(`line_items[${i}][quantity]`);
    if (quantity < 1) throw invalidRequest('Quantity must be at least 1.', `line_items[${i}][quantity]`, 'parameter_invalid_integer');
    if (currency && price.currency !== currency) throw invalidRequest('All prices must be in the same currency.', `line_items[${i}][price]`);
    currency = price.currency;
    total += price.unit_amount * quantity;
    lineItems.push({ id: newId('checkout_line_item'), price: price.id, quantity });
  }
  const clientReferenceId = p.string('client_reference_id') || null;
  if (clientReferenceId && clientReferenceId.length > 200) throw invalidRequest('client_reference_id must be at most 200 characters.', 'client_reference_id');
  const expiresAt = p.integer('expires_at') ?? m.now + DAY;
  if (expiresAt < m.now + 30 * 60 || expiresAt > m.now + DAY) throw invalidRequest('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');

  const id = newId('checkout_session');
  const session: StoredCheckoutSession = {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: p.boolean('allow_promotion_codes') ?? null,
    allowed_payment_method_types: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: p.oneOf('billing_address_collection', ['auto', 'required'] as const) ?? null,
    cancel_url: cancelUrl,
    client_reference_id: clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: m.now,
    currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer,
    customer_account: null,
    customer_creation: customer ? null : 'always',
    customer_details: customerEmail ? { address: null, email: customerEmail, name: null, phone: null, tax_exempt: 'none', tax_ids: null } : null,
    customer_email: customerEmail,
    discounts: [],
    expires_at: expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: p.string('locale') ?? null,
    managed_payments: null,
    metadata: createMetadata(p.metadata()),
    mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: { allow_redisplay_filters: ['always'], payment_method_remove: 'disabled', payment_method_save: null },
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${publicUrl}/stripe/checkout/${id}`,
    wallet_options: null,
    __line_items: lineItems,
    __subscription_metadata: createMetadata(p.object('subscription_data')?.metadata()),
  };
  await m.store.insert(session);
  return session;
}

/** Ends an open session (POST …/expire, or its expires_at passing). */
async function expireSession(m: Mutation, id: string): Promise<StoredCheckoutSession> {
  const session = await mustGet(m.store, 'checkout.session', id);
  if (session.status !== 'open') throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired; this one is ${session.status}.`);
  const expired: StoredCheckoutSession = { ...session, status: 'expired', url: null };
  await m.store.save(expired);
  await m.emit('checkout.session.expired', expired);
  return expired;
}

/** Expires the session if its expires_at has passed; returns it as it now is. */
export async function sessionAsOfNow(rt: { now(): number; mutate: <T>(fn: (m: Mutation) => Promise<T>) => Promise<T> }, session: StoredCheckoutSession): Promise<StoredCheckoutSession> {
  if (session.status === 'open' && session.expires_at <= rt.now()) return rt.mutate((m) => expireSession(m, session.id));
  return session;
}

export const checkoutSessionRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handle: async ({ rt, params, eventRequest }) =>
      present(rt.reader, await rt.mutate((m) => createSession(m, params, rt.ctx.publicUrl), eventRequest), params.expand()),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handle: async ({ rt, params, path }) => present(rt.reader, await sessionAsOfNow(rt, await mustGet(rt.reader, 'checkout.session', path[0])), params.expand()),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
    handle: async ({ rt, path }) => (await present(rt.reader, await mustGet(rt.reader, 'checkout.session', path[0]), ['line_items'])).line_items,
  },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    handle: async ({ rt, params, path, eventRequest }) => present(rt.reader, await rt.mutate((m) => expireSession(m, path[0]), eventRequest), params.expand()),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions$/,
    handle: async ({ rt, params: p }) => {
      const contains: Record<string, unknown> = {};
      for (const key of ['customer', 'subscription', 'payment_intent'] as const) {
        const v = p.string(key);
        if (v) contains[key] = v;
      }
      const status = p.oneOf('status', ['open', 'complete', 'expired'] as const);
      if (status) contains.status = status;
      const page = await listPage(rt.reader, 'checkout.session', p, { contains });
      return presentList(rt.reader, page.data, page.hasMore, '/v1/checkout/sessions', p.expand());
    },
  },
];
