import { escapeHtml } from '../../http';
import type { StoredSubscription } from '../models/subscription';
import { formatDate, renderPage } from './layout';

/**
 * Every subscription, with buttons that move one to its next period (the emulator has no
 * clock of its own): renewal paid, renewal failed, or the end of a cancel-at-period-end.
 */
export function renderSubscriptionsPage(subs: StoredSubscription[], emails: Map<string, string | null>, notice?: string): string {
  const rows = subs
    .map((s) => {
      const item = s.items.data[0];
      const live = ['active', 'past_due', 'trialing'].includes(s.status);
      const form = (outcome: string, text: string) =>
        `<form method="post" action="/stripe/subscriptions/${escapeHtml(s.id)}/advance" style="display:inline"><input type="hidden" name="outcome" value="${outcome}"><button class="small" type="submit">${text}</button></form>`;
      return `<tr>
  <td><code>${escapeHtml(s.id)}</code></td>
  <td>${escapeHtml(emails.get(s.customer) ?? s.customer)}</td>
  <td>${escapeHtml(s.status)}${s.cancel_at_period_end ? ' (cancels at period end)' : ''}</td>
  <td><code>${escapeHtml(item.price)}</code></td>
  <td>${formatDate(item.current_period_start)} → ${formatDate(item.current_period_end)}</td>
  <td>${live ? `${form('paid', 'Renew: payment succeeds')} ${form('failed', 'Renew: payment fails')}` : ''}</td>
</tr>`;
    })
    .join('\n');
  return renderPage(
    'Subscriptions',
    `<h1>Subscriptions</h1>
<p><a href="/stripe/events">Events</a></p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
<table>
<thead><tr><th scope="col">Subscription</th><th scope="col">Customer</th><th scope="col">Status</th><th scope="col">Price</th><th scope="col">Current period</th><th scope="col">Move to next period</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No subscriptions yet.</td></tr>'}</tbody>
</table>`,
    { wide: true },
  );
}
