import { escapeHtml } from '../../http';
import type { DeliveryAttempt } from '../webhook-delivery';
import { renderPage } from './layout';

export interface EventRow {
  id: string;
  type: string;
  created: number;
  status: 'pending' | 'succeeded' | 'failed' | null;
  attempts: DeliveryAttempt[] | null;
  next_attempt_at: string | null;
}

function lastAttempt(row: EventRow): string {
  const last = row.attempts?.at(-1);
  if (!last) return row.status ? 'not sent yet' : 'not sent (type not enabled)';
  return last.status_code !== null ? `HTTP ${last.status_code}` : escapeHtml(last.error ?? 'error');
}

/** Every event, newest first, with what happened when it was sent to the webhook endpoint. */
export function renderEventsPage(rows: EventRow[], webhookUrl: string | null): string {
  const body = rows
    .map(
      (r) => `<tr>
  <td><a href="/stripe/events/${escapeHtml(r.id)}"><code>${escapeHtml(r.id)}</code></a></td>
  <td>${escapeHtml(r.type)}</td>
  <td><time datetime="${new Date(r.created * 1000).toISOString()}">${new Date(r.created * 1000).toISOString().replace('T', ' ').slice(0, 19)}</time></td>
  <td>${r.status ?? '—'}</td>
  <td>${r.attempts?.length ?? 0}</td>
  <td>${lastAttempt(r)}${r.status === 'pending' && r.next_attempt_at ? `<br><span class="muted">next try ${escapeHtml(r.next_attempt_at)}</span>` : ''}</td>
  <td>${r.status ? `<form method="post" action="/stripe/events/${escapeHtml(r.id)}/resend"><button class="small" type="submit" aria-label="Resend ${escapeHtml(r.id)}">Resend</button></form>` : ''}</td>
</tr>`,
    )
    .join('\n');
  return renderPage(
    'Events',
    `<h1>Events</h1>
<p>Webhook endpoint: ${webhookUrl ? `<code>${escapeHtml(webhookUrl)}</code>` : 'none (events are recorded, not sent)'} · <a href="/stripe/subscriptions">Subscriptions</a></p>
<table>
<thead><tr><th scope="col">Event</th><th scope="col">Type</th><th scope="col">Created (UTC)</th><th scope="col">Delivery</th><th scope="col">Attempts</th><th scope="col">Last result</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
<tbody>
${body || '<tr><td colspan="7">No events yet.</td></tr>'}
</tbody>
</table>`,
    { wide: true },
  );
}

export function renderEventPage(event: Record<string, unknown>, row: EventRow): string {
  const attempts = (row.attempts ?? [])
    .map((a) => `<li>${escapeHtml(a.at)}: ${a.status_code !== null ? `HTTP ${a.status_code}` : escapeHtml(a.error ?? 'error')} (${a.duration_ms} ms)</li>`)
    .join('');
  return renderPage(
    String(event.id),
    `<p><a href="/stripe/events">All events</a></p>
<h1>${escapeHtml(String(event.type))}</h1>
<div class="card"><h2>Delivery: ${row.status ?? 'not sent'}</h2>${attempts ? `<ol>${attempts}</ol>` : ''}</div>
<div class="card"><pre>${escapeHtml(JSON.stringify(event, null, 2))}</pre></div>`,
  );
}
