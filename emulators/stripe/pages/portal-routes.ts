import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, redirect, sendHtml } from '../../http';
import { ownValue } from '../../own-value';
import { StripeApiError } from '../errors';
import type { StoredPortalSession } from '../models/portal-session';
import type { StoredSubscription } from '../models/subscription';
import type { StoredSchedule } from '../models/subscription-schedule';
import { cancelSubscription } from '../operations/cancel-subscription';
import { portalUpdateSubscription } from '../operations/portal-update-subscription';
import type { StripeRuntime } from '../runtime';
import { renderPage } from './layout';
import { renderPortalPage, type PortalPlan, type PortalView } from './portal-page';

const NOTICES: Record<string, string> = {
  updated: 'Your plan has been updated.',
  scheduled: 'Your plan will change at the end of the current period.',
  canceled: 'Your subscription has been canceled.',
};

async function loadView(rt: StripeRuntime, session: StoredPortalSession): Promise<PortalView> {
  const customer = await rt.reader.get(session.customer, 'customer');
  // Portal sessions are created for existing customers only, and a deleted customer leaves its tombstone.
  if (!customer) throw new Error(`stripe emulator: portal session ${session.id} has no customer`);
  const subs = await rt.reader.list('subscription', { contains: { customer: customer.id }, fieldNotIn: { field: 'status', values: ['canceled', 'incomplete_expired'] } }, { limit: 100 });
  const prices = await rt.reader.list('price', { contains: { active: true, type: 'recurring' } }, { limit: 100 });
  const plans: PortalPlan[] = [];
  for (const price of prices.data) {
    const product = await rt.reader.get(price.product, 'product');
    if (product && product.active !== false) plans.push({ price, productName: product.name });
  }
  plans.sort((a, b) => a.price.unit_amount - b.price.unit_amount);
  const scheduled = new Map<string, StoredSchedule>();
  for (const sub of subs.data) {
    const schedule = sub.schedule ? await rt.reader.get(sub.schedule, 'subscription_schedule') : undefined;
    if (schedule?.status === 'active') scheduled.set(sub.id, schedule);
  }
  return { session, customer, subscriptions: subs.data, plans, scheduled };
}

/** What a POST may do: for a deep link, exactly its flow; for the plain portal, any of the customer's subscriptions. */
function resolveAction(session: StoredPortalSession, form: URLSearchParams, subs: StoredSubscription[]) {
  const { flow } = session;
  const action = form.get('action');
  if (flow) {
    if (session.__completed) throw new StripeApiError(400, { type: 'invalid_request_error', message: 'This portal session has already been used.' });
    if (flow.type === 'subscription_cancel' && action === 'cancel') return { action, subscription: flow.subscription_cancel.subscription };
    if (flow.type === 'subscription_update_confirm' && action === 'update') {
      const confirm = flow.subscription_update_confirm;
      return { action, subscription: confirm.subscription, items: confirm.items.map((i) => ({ id: i.id, price: i.price ?? undefined, quantity: i.quantity })) };
    }
    if (flow.type !== 'subscription_update') throw new StripeApiError(400, { type: 'invalid_request_error', message: 'This action is not part of this portal session.' });
  }
  const sub = subs.find((s) => s.id === form.get('subscription'));
  if (!sub) throw new StripeApiError(400, { type: 'invalid_request_error', message: 'That subscription is not active for this customer.' });
  if (flow && flow.subscription_update.subscription !== sub.id) throw new StripeApiError(400, { type: 'invalid_request_error', message: 'This action is not part of this portal session.' });
  if (action === 'cancel' && !flow) return { action, subscription: sub.id };
  if (action === 'update') return { action, subscription: sub.id, items: [{ id: sub.items.data[0].id, price: form.get('price') ?? undefined }] };
  throw new StripeApiError(400, { type: 'invalid_request_error', message: 'Unknown portal action.' });
}

/** GET and POST /stripe/portal/{id}: the customer billing portal. */
export async function handlePortalPage(rt: StripeRuntime, req: IncomingMessage, res: ServerResponse, id: string, url: URL): Promise<void> {
  const session = await rt.reader.get(id, 'billing_portal.session');
  if (!session) {
    sendHtml(res, 404, renderPage('Billing portal', '<div class="card"><h1>Something went wrong</h1><p>This portal session does not exist.</p></div>'));
    return;
  }
  const view = await loadView(rt, session);
  if (req.method === 'GET') {
    sendHtml(res, 200, renderPortalPage({ ...view, notice: ownValue(NOTICES, url.searchParams.get('done') ?? '') }), { 'cache-control': 'no-store' });
    return;
  }
  if (req.method !== 'POST') {
    sendHtml(res, 405, renderPage('Billing portal', '<p>Method not allowed.</p>'), { allow: 'GET, POST' });
    return;
  }
  const form = new URLSearchParams((await readBody(req, 20_000)).toString('utf8'));
  try {
    const todo = resolveAction(session, form, view.subscriptions);
    const done = await rt.mutate(async (m) => {
      // As the portal configuration says (portal-configuration.ts): see the portal settings in docs/deploy.md.
      if (todo.action !== 'update') await cancelSubscription(m, todo.subscription);
      const outcome = todo.action === 'update' ? await portalUpdateSubscription(m, todo.subscription, todo.items ?? []) : 'canceled';
      if (session.flow) await m.store.save({ ...session, __completed: todo.action });
      return outcome;
    });
    const after = session.flow?.after_completion;
    if (after?.type === 'redirect' && after.redirect) return redirect(res, after.redirect.return_url, 303);
    redirect(res, `/stripe/portal/${session.id}?done=${done}`, 303);
  } catch (err) {
    if (!(err instanceof StripeApiError)) throw err;
    sendHtml(res, 400, renderPortalPage({ ...(await loadView(rt, (await rt.reader.get(id, 'billing_portal.session')) ?? session)), error: err.message }));
  }
}
