import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, redirect, sendHtml } from '../../http';
import { StripeApiError } from '../errors';
import { completeCheckout } from '../operations/complete-checkout';
import { sessionAsOfNow } from '../resources/checkout-sessions';
import type { StripeRuntime } from '../runtime';
import type { StoredCheckoutSession } from '../models/checkout-session';
import { checkCard } from '../test-cards';
import { renderCheckoutPage, successUrl, type CheckoutFormState, type CheckoutLine } from './checkout-page';
import { renderPage } from './layout';

async function linesOf(rt: StripeRuntime, session: StoredCheckoutSession): Promise<CheckoutLine[]> {
  const lines: CheckoutLine[] = [];
  for (const li of session.__line_items) {
    const price = await rt.reader.get(li.price, 'price');
    if (!price) continue;
    const product = await rt.reader.get(price.product, 'product');
    lines.push({ price, quantity: li.quantity, productName: product?.name ?? price.id });
  }
  return lines;
}

function afterPayment(res: ServerResponse, session: StoredCheckoutSession): void {
  const target = successUrl(session);
  if (target) redirect(res, target, 303);
  else sendHtml(res, 200, renderPage('Payment complete', '<div class="card"><h1>Payment complete</h1><p>Thanks! You can close this page.</p></div>'));
}

/** GET and POST /stripe/checkout/{id}: the hosted payment page. */
export async function handleCheckoutPage(rt: StripeRuntime, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const stored = await rt.reader.get(id, 'checkout.session');
  if (!stored) {
    sendHtml(res, 404, renderPage('Checkout', '<div class="card"><h1>Something went wrong</h1><p>This Checkout Session does not exist.</p></div>'));
    return;
  }
  const session = await sessionAsOfNow(rt, stored);
  const lines = await linesOf(rt, session);
  if (req.method === 'GET') {
    sendHtml(res, 200, renderCheckoutPage(session, lines), { 'cache-control': 'no-store' });
    return;
  }
  if (req.method !== 'POST') {
    sendHtml(res, 405, renderPage('Checkout', '<p>Method not allowed.</p>'), { allow: 'GET, POST' });
    return;
  }
  // A second submit of a page that already paid (double click, back button) lands on success again.
  if (session.status === 'complete') return afterPayment(res, session);
  const form = new URLSearchParams((await readBody(req, 20_000)).toString('utf8'));
  const values = { email: form.get('email') ?? '', name: form.get('name') ?? '', number: form.get('number') ?? '', expiry: form.get('expiry') ?? '' };
  const fail = (state: CheckoutFormState, status: number) => sendHtml(res, status, renderCheckoutPage(session, lines, state), { 'cache-control': 'no-store' });
  if (session.status !== 'open') return fail({}, 410);
  const needsEmail = !session.customer && !session.customer_email;
  if (needsEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
    return fail({ values, error: { field: 'email', message: 'Your email address is invalid.' } }, 400);
  }
  if (!values.name.trim()) return fail({ values, error: { field: 'name', message: 'Your name on card is incomplete.' } }, 400);
  const card = checkCard({ number: values.number, expiry: values.expiry, cvc: form.get('cvc') ?? '' }, new Date(rt.ctx.now()));
  if (!card.ok) return fail({ values, error: { field: card.field, message: card.message } }, card.code === 'card_declined' ? 402 : 400);
  try {
    const completed = await rt.mutate((m) => completeCheckout(m, session.id, { email: needsEmail ? values.email : undefined, name: values.name.trim() }));
    afterPayment(res, completed);
  } catch (err) {
    // Two submits racing: the first paid, the second finds the session complete.
    const now = await rt.reader.get(session.id, 'checkout.session');
    if (!(err instanceof StripeApiError) || !now) throw err;
    if (now.status === 'complete') return afterPayment(res, now);
    return fail({ values, error: { field: 'number', message: err.message } }, 409);
  }
}
