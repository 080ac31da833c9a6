import { escapeHtml } from '../../http';
import type { StoredPrice } from '../models/catalog';
import type { StoredCheckoutSession } from '../models/checkout-session';
import { formatPrice, renderPage, safeLink } from './layout';

export interface CheckoutLine {
  productName: string;
  price: StoredPrice;
  quantity: number;
}

export interface CheckoutFormState {
  error?: { message: string; field: string };
  values?: { email?: string; name?: string; number?: string; expiry?: string };
}

function field(id: string, label: string, attrs: string, state: CheckoutFormState, value = ''): string {
  const invalid = state.error?.field === id;
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" ${attrs} value="${escapeHtml(value)}"${invalid ? ' aria-invalid="true" aria-describedby="payment-error"' : ''}>`;
}

/** The hosted payment page of a Checkout Session (test mode: only Stripe's test cards). */
export function renderCheckoutPage(session: StoredCheckoutSession, lines: CheckoutLine[], state: CheckoutFormState = {}): string {
  const back = safeLink(session.cancel_url, '← Back');
  const summary = lines
    .map((l) => `<h2>${escapeHtml(l.productName)}${l.quantity > 1 ? ` × ${l.quantity}` : ''}</h2><p class="price">${escapeHtml(formatPrice(l.price))}</p>`)
    .join('');
  if (session.status !== 'open') {
    const text = session.status === 'complete' ? 'This payment is complete.' : 'This Checkout Session has expired.';
    const next = session.status === 'complete' ? safeLink(successUrl(session), 'Continue') : back;
    return renderPage('Checkout', `<div class="card"><h1>${text}</h1>${summary}<p>${next}</p></div>`);
  }
  const needsEmail = !session.customer && !session.customer_email;
  const v = state.values ?? {};
  const error = state.error ? `<p class="error" id="payment-error" role="alert">${escapeHtml(state.error.message)}</p>` : '';
  const body = `<p>${back}</p>
<div class="card">
  <h1>Subscribe</h1>
  ${summary}
  <p class="muted">Billed automatically until you cancel.</p>
</div>
<div class="card">
  <form method="post" action="/stripe/checkout/${escapeHtml(session.id)}" novalidate>
    <h2>Pay with card</h2>
    ${error}
    ${needsEmail ? field('email', 'Email', 'type="email" autocomplete="email" required', state, v.email) : ''}
    ${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required', state, v.number)}
    <div class="row">
      <div>${field('expiry', 'Expiration date (MM / YY)', 'autocomplete="cc-exp" placeholder="MM / YY" required', state, v.expiry)}</div>
      <div>${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" required', state)}</div>
    </div>
    ${field('name', 'Name on card', 'autocomplete="cc-name" required', state, v.name)}
    <button type="submit">Subscribe</button>
  </form>
  <p class="muted">Test mode. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. Any future date and any 3-digit CVC.</p>
</div>`;
  return renderPage('Checkout', body);
}

/** success_url with Stripe's {CHECKOUT_SESSION_ID} template filled in. */
export function successUrl(session: StoredCheckoutSession): string | null {
  const url = session.success_url;
  return url ? url.split('{CHECKOUT_SESSION_ID}').join(session.id) : null;
}
