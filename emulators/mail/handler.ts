import type { EmulatorContext } from '../context';
import { sendHtml, sendJson, type RouteHandler } from '../http';
import { renderInboxPage } from './inbox-page';

/**
 * The dev inbox: every e-mail the emulator sends (confirmation, recovery, magic link).
 * GET /inbox is the page a person opens; /inbox/api/* is what tests read.
 */
export function createMailHandler(ctx: EmulatorContext): RouteHandler {
  return async (req, res, url) => {
    const path = url.pathname.replace(/\/+$/, '') || '/inbox';
    const to = url.searchParams.get('to') ?? undefined;

    if (path === '/inbox' && req.method === 'GET') {
      sendHtml(res, 200, renderInboxPage(ctx.mailbox.list({ to }), to), { 'cache-control': 'no-store' });
      return;
    }
    if (path === '/inbox/api/messages') {
      if (req.method === 'GET') return sendJson(res, 200, ctx.mailbox.list({ to }));
      if (req.method === 'DELETE') {
        ctx.mailbox.clear();
        res.writeHead(204).end();
        return;
      }
    }
    const one = /^\/inbox\/api\/messages\/([^/]+)$/.exec(path);
    if (one && req.method === 'GET') {
      const message = ctx.mailbox.get(decodeURIComponent(one[1]));
      if (message) sendJson(res, 200, message);
      else sendJson(res, 404, { message: 'Message not found' });
      return;
    }
    sendJson(res, req.method === 'GET' || req.method === 'DELETE' ? 404 : 405, { message: 'Not found' });
  };
}
