import { mustGet, type ApiRoute } from '../api-types';
import { invalidRequest, parameterMissing, resourceMissing } from '../errors';
import { newId } from '../ids';
import type { PortalFlow, PortalFlowBranches, StoredPortalSession } from '../models/portal-session';
import type { StoredSubscription } from '../models/subscription';
import { urlParam, type Params } from '../params';
import { PORTAL_CONFIGURATION, PORTAL_CONFIGURATION_ID } from '../portal-configuration';
import { present } from '../present';
import type { Mutation } from '../runtime';

const FLOW_TYPES = ['customer_update', 'payment_method_update', 'subscription_cancel', 'subscription_pause', 'subscription_update', 'subscription_update_confirm'] as const;
const SUPPORTED_FLOWS = ['subscription_cancel', 'subscription_update', 'subscription_update_confirm'] as const;

async function liveSubscription(m: Mutation, customer: string, id: string, param: string): Promise<StoredSubscription> {
  const sub = await mustGet(m.store, 'subscription', id, param);
  if (sub.customer !== customer) throw invalidRequest(`The subscription ${id} does not belong to customer ${customer}.`, param);
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') throw invalidRequest(`The subscription ${id} has been canceled and cannot be changed in the portal.`, param);
  return sub;
}

/** flow_data as the API echoes it back in `flow` (every branch present, null when not used). */
async function parseFlow(m: Mutation, customer: string, f: Params): Promise<PortalFlow> {
  const requested = f.oneOf('type', FLOW_TYPES);
  if (!requested) throw parameterMissing('flow_data[type]');
  const type = SUPPORTED_FLOWS.find((t) => t === requested);
  if (!type) throw invalidRequest(`The Cuecard Stripe emulator does not implement the ${requested} portal flow.`, 'flow_data[type]');
  const after = f.object('after_completion');
  const afterType = after?.oneOf('type', ['hosted_confirmation', 'portal_homepage', 'redirect'] as const) ?? 'portal_homepage';
  const redirect = afterType === 'redirect' ? after!.object('redirect') : undefined;
  const redirectUrl = redirect ? (urlParam(redirect, 'return_url', 'flow_data[after_completion][redirect][return_url]') ?? undefined) : undefined;
  if (afterType === 'redirect' && !redirectUrl) throw parameterMissing('flow_data[after_completion][redirect][return_url]');
  const branches: PortalFlowBranches = {
    after_completion: {
      hosted_confirmation: afterType === 'hosted_confirmation' ? { custom_message: after?.object('hosted_confirmation')?.string('custom_message') ?? null } : null,
      redirect: redirectUrl ? { return_url: redirectUrl } : null,
      type: afterType,
    },
    customer_update: null,
    subscription_cancel: null,
    subscription_pause: null,
    subscription_update: null,
    subscription_update_confirm: null,
  };
  const branch = f.object(type);
  if (!branch) throw parameterMissing(`flow_data[${type}]`);
  const subParam = `flow_data[${type}][subscription]`;
  const sub = await liveSubscription(m, customer, branch.requiredString('subscription'), subParam);
  // Each flow fills its own branch; `type` comes last, where the API puts it.
  if (type === 'subscription_cancel') return { ...branches, subscription_cancel: { retention: null, subscription: sub.id }, type };
  if (type === 'subscription_update') return { ...branches, subscription_update: { subscription: sub.id }, type };
  const items = branch.objects('items');
  if (!items?.length) throw parameterMissing(`flow_data[${type}][items]`);
  const parsed = [];
  for (const [i, item] of items.entries()) {
    const param = `flow_data[${type}][items][${i}]`;
    const id = item.requiredString('id');
    if (!sub.items.data.some((it) => it.id === id)) throw invalidRequest(`The subscription item ${id} is not part of subscription ${sub.id}.`, `${param}[id]`);
    const price = item.string('price') || null;
    if (price) {
      const found = await mustGet(m.store, 'price', price, `${param}[price]`);
      if (!found.recurring || found.active === false) throw invalidRequest(`The price ${price} is not an active recurring price.`, `${param}[price]`);
    }
    parsed.push({ id, price, quantity: item.integer('quantity') ?? sub.items.data.find((it) => it.id === id)!.quantity });
  }
  return { ...branches, subscription_update_confirm: { discounts: null, items: parsed, subscription: sub.id }, type };
}

async function createPortalSession(m: Mutation, p: Params, publicUrl: string): Promise<StoredPortalSession> {
  const customer = p.string('customer');
  if (!customer) throw parameterMissing('customer');
  await mustGet(m.store, 'customer', customer, 'customer');
  const flowParams = p.object('flow_data');
  const id = newId('portal_session');
  const session: StoredPortalSession = {
    id,
    object: 'billing_portal.session',
    configuration: p.string('configuration') || PORTAL_CONFIGURATION_ID,
    created: m.now,
    customer,
    customer_account: null,
    flow: flowParams ? await parseFlow(m, customer, flowParams) : null,
    livemode: false,
    locale: p.string('locale') ?? null,
    on_behalf_of: null,
    return_url: urlParam(p, 'return_url'),
    url: `${publicUrl}/stripe/portal/${id}`,
  };
  await m.store.insert(session);
  return session;
}

export const portalSessionRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/billing_portal\/configurations\/([^/]+)$/,
    handle: async ({ path }) => {
      if (path[0] !== PORTAL_CONFIGURATION_ID) throw resourceMissing('billing_portal.configuration', path[0]);
      return PORTAL_CONFIGURATION;
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    handle: async ({ rt, params, eventRequest }) =>
      present(rt.reader, await rt.mutate((m) => createPortalSession(m, params, rt.ctx.publicUrl), eventRequest), params.expand()),
  },
];
