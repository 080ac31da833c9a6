import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, redirect, sendHtml, sendJson } from '../../http';
import { StripeApiError } from '../errors';
import { isLiveCustomer } from '../models/customer';
import { advanceSubscription, type RenewalOutcome } from '../operations/advance-subscription';
import type { StripeRuntime } from '../runtime';
import { handleCheckoutPage } from './checkout-routes';
import { renderEventPage, renderEventsPage, type EventRow } from './events-page';
import { renderPage } from './layout';
import { handlePortalPage } from './portal-routes';
import { renderSubscriptionsPage } from './subscriptions-page';

const EVENT_ROWS_SQL = `select o.id, o.data ->> 'type' as type, (o.data ->> 'created')::float8 as created, d.status, d.attempts, d.next_attempt_at::text as next_attempt_at
  from stripe_emulator.object o left join stripe_emulator.webhook_delivery d on d.event_id = o.id
 where o.object = 'event'`;

async function eventRows(rt: StripeRuntime, id?: string): Promise<EventRow[]> {
  const { rows } = id
    ? await rt.ctx.db.query<EventRow>(`${EVENT_ROWS_SQL} and o.id = $1`, [id])
    : await rt.ctx.db.query<EventRow>(`${EVENT_ROWS_SQL} order by o.seq desc limit 200`);
  return rows.map((r) => ({ ...r, created: Number(r.created) }));
}

function notFound(res: ServerResponse): void {
  sendHtml(res, 404, renderPage('Not found', '<div class="card"><h1>Not found</h1><p><a href="/stripe/events">Events</a></p></div>'));
}

/** The emulator's own pages under /stripe: hosted checkout, billing portal, events, subscriptions. */
export function createPagesHandler(rt: StripeRuntime) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const path = url.pathname.replace(/\/+$/, '');
    let m: RegExpExecArray | null;
    if ((m = /^\/stripe\/checkout\/([^/]+)$/.exec(path))) return handleCheckoutPage(rt, req, res, decodeURIComponent(m[1]));
    if ((m = /^\/stripe\/portal\/([^/]+)$/.exec(path))) return handlePortalPage(rt, req, res, decodeURIComponent(m[1]), url);
    if ((path === '/stripe' || path === '/stripe/events') && req.method === 'GET') {
      return sendHtml(res, 200, renderEventsPage(await eventRows(rt), rt.options.webhookUrl), { 'cache-control': 'no-store' });
    }
    if (path === '/stripe/api/deliveries' && req.method === 'GET') return sendJson(res, 200, await eventRows(rt));
    if ((m = /^\/stripe\/events\/([^/]+)$/.exec(path)) && req.method === 'GET') {
      const event = await rt.reader.get(decodeURIComponent(m[1]), 'event');
      const [row] = await eventRows(rt, decodeURIComponent(m[1]));
      return event && row ? sendHtml(res, 200, renderEventPage(event, row)) : notFound(res);
    }
    if ((m = /^\/stripe\/events\/([^/]+)\/resend$/.exec(path)) && req.method === 'POST') {
      return (await rt.delivery.resend(decodeURIComponent(m[1]))) ? redirect(res, '/stripe/events', 303) : notFound(res);
    }
    if (path === '/stripe/subscriptions' && req.method === 'GET') return sendSubscriptions(rt, res, url.searchParams.get('notice') ?? undefined);
    if ((m = /^\/stripe\/subscriptions\/([^/]+)\/advance$/.exec(path)) && req.method === 'POST') {
      const outcome: RenewalOutcome = new URLSearchParams((await readBody(req, 10_000)).toString('utf8')).get('outcome') === 'failed' ? 'failed' : 'paid';
      try {
        const sub = await rt.mutate((mut) => advanceSubscription(mut, decodeURIComponent(m![1]), outcome));
        return redirect(res, `/stripe/subscriptions?notice=${encodeURIComponent(`${sub.id} is now ${sub.status}.`)}`, 303);
      } catch (err) {
        if (err instanceof StripeApiError) return sendSubscriptions(rt, res, err.message, 400);
        throw err;
      }
    }
    notFound(res);
  };
}

async function sendSubscriptions(rt: StripeRuntime, res: ServerResponse, notice?: string, status = 200): Promise<void> {
  const subs = await rt.reader.list('subscription', {}, { limit: 100 });
  const emails = new Map<string, string | null>();
  for (const s of subs.data) {
    if (emails.has(s.customer)) continue;
    const customer = await rt.reader.get(s.customer, 'customer');
    emails.set(s.customer, customer && isLiveCustomer(customer) ? customer.email : null);
  }
  sendHtml(res, status, renderSubscriptionsPage(subs.data, emails, notice), { 'cache-control': 'no-store' });
}
