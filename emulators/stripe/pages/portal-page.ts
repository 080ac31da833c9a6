import { escapeHtml } from '../../http';
import type { StoredPrice } from '../models/catalog';
import { isLiveCustomer, type DeletedCustomer, type StoredCustomer } from '../models/customer';
import { flowSubscription, type PortalFlow, type StoredPortalSession } from '../models/portal-session';
import type { StoredSubscription } from '../models/subscription';
import type { StoredSchedule } from '../models/subscription-schedule';
import { changeWaitsForPeriodEnd } from '../portal-configuration';
import { formatDate, formatPrice, renderPage, safeLink } from './layout';

export interface PortalPlan {
  price: StoredPrice;
  productName: string;
}

export interface PortalView {
  session: StoredPortalSession;
  /** A deleted customer's tombstone still opens the portal (with nothing left to manage). */
  customer: StoredCustomer | DeletedCustomer;
  subscriptions: StoredSubscription[];
  /** Every active recurring price, cheapest first: what a customer may switch to. */
  plans: PortalPlan[];
  /** Changes waiting for the end of the period, by subscription id. */
  scheduled?: Map<string, StoredSchedule>;
  notice?: string;
  error?: string;
}

function planOf(view: PortalView, priceId: string): PortalPlan | undefined {
  return view.plans.find((p) => p.price.id === priceId);
}

function label(plan: PortalPlan | undefined, fallback: string): string {
  return plan ? `${plan.productName} (${formatPrice(plan.price)})` : fallback;
}

function actionForm(sessionId: string, fields: Record<string, string>, button: string, danger = false): string {
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<form method="post" action="/stripe/portal/${escapeHtml(sessionId)}">${hidden}<button type="submit"${danger ? ' class="danger"' : ''}>${escapeHtml(button)}</button></form>`;
}

function currentPlanCard(view: PortalView, sub: StoredSubscription): string {
  const item = sub.items.data[0];
  const plan = planOf(view, item.price);
  const next = view.scheduled?.get(sub.id)?.phases[1];
  const pending = next ? ` · changes to ${escapeHtml(label(planOf(view, next.items[0].price), next.items[0].price))} on ${formatDate(next.start_date)}` : '';
  return `<div class="card" aria-label="Current plan">
  <h2>Current plan</h2>
  <p class="price">${escapeHtml(label(plan, item.price))}</p>
  <p class="muted">Status: ${escapeHtml(sub.status)} · renews ${formatDate(item.current_period_end)}${sub.cancel_at_period_end ? ' · cancels at period end' : ''}${pending}</p>
</div>`;
}

function flowBody(view: PortalView, flow: PortalFlow, sub: StoredSubscription | undefined): string {
  const id = view.session.id;
  if (!sub) return '<div class="card"><p>This subscription is no longer active.</p></div>';
  if (flow.type === 'subscription_update_confirm') {
    const confirm = flow.subscription_update_confirm;
    const next = planOf(view, confirm.items[0].price ?? '');
    return `${currentPlanCard(view, sub)}<div class="card"><h1>Confirm your new plan</h1>
<p>New plan: <strong>${escapeHtml(label(next, confirm.items[0].price ?? ''))}</strong></p>
<p class="muted">${escapeHtml(whenItApplies(view, sub, next))}</p>
${actionForm(id, { action: 'update' }, 'Confirm')}</div>`;
  }
  if (flow.type === 'subscription_cancel') {
    return `${currentPlanCard(view, sub)}<div class="card"><h1>Cancel your plan</h1>
<p>Your subscription ends immediately. Fees already paid are not refunded.</p>
${actionForm(id, { action: 'cancel' }, 'Cancel plan', true)}</div>`;
  }
  return `${currentPlanCard(view, sub)}${switchCard(view, sub)}`;
}

/** What the confirm page says about timing and price, as the portal configuration applies the change. */
function whenItApplies(view: PortalView, sub: StoredSubscription, next: PortalPlan | undefined): string {
  const current = planOf(view, sub.items.data[0].price);
  if (current && next && changeWaitsForPeriodEnd(current.price.unit_amount, next.price.unit_amount)) {
    return `Your plan changes on ${formatDate(sub.items.data[0].current_period_end)}, when the current period ends. Nothing is charged now.`;
  }
  return 'Your new plan starts today: its full price is charged now and a new billing period begins. The rest of the current period is not refunded.';
}

function switchCard(view: PortalView, sub: StoredSubscription): string {
  const current = sub.items.data[0].price;
  const options = view.plans
    .filter((p) => p.price.id !== current)
    .map((p) => `<li>${escapeHtml(label(p, p.price.id))} ${actionForm(view.session.id, { action: 'update', subscription: sub.id, price: p.price.id }, `Switch to ${p.productName}`)}</li>`)
    .join('');
  return `<div class="card"><h2>Change plan</h2>${options ? `<ul>${options}</ul>` : '<p class="muted">No other plans.</p>'}</div>`;
}

/** The billing portal: a deep-linked flow (confirm a new price, or cancel), or the plain portal. */
export function renderPortalPage(view: PortalView): string {
  const back = safeLink(view.session.return_url, 'Return to Cuecard AI');
  const email = isLiveCustomer(view.customer) ? view.customer.email : null;
  const header = `<p>${back}</p><h1>Manage your subscription</h1><p class="muted">${escapeHtml(email ?? view.customer.id)}</p>`;
  const notice = view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : '';
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '';
  const { flow } = view.session;
  let body: string;
  if (flow && view.session.__completed) body = '';
  else if (flow) {
    const subId = flowSubscription(flow);
    body = flowBody(view, flow, view.subscriptions.find((s) => s.id === subId));
  } else if (view.subscriptions.length === 0) body = '<div class="card"><p>You have no active subscription.</p></div>';
  else {
    body = view.subscriptions
      .map((sub) => `${currentPlanCard(view, sub)}${switchCard(view, sub)}<div class="card"><h2>Cancel plan</h2><p>Your subscription ends immediately.</p>${actionForm(view.session.id, { action: 'cancel', subscription: sub.id }, 'Cancel plan', true)}</div>`)
      .join('');
  }
  return renderPage('Billing portal', `${header}${notice}${error}${body}`);
}
