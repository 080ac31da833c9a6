import { escapeHtml } from '../http';
import type { MailMessage } from './mailbox';

/**
 * The inbox page. Message bodies are our own templates (the emulator wrote them), so they
 * are shown as HTML inside a sandboxed iframe: links work (they open in the top window)
 * but nothing in a message can script this page.
 */
export function renderInboxPage(messages: MailMessage[], to?: string): string {
  const items = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p class="empty">No messages yet. Sign up or request a password reset and the e-mail appears here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Inbox · Cuecard AI emulator</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1a1a1a; }
  header { background: #111827; color: #fff; padding: 16px 24px; }
  main { max-width: 860px; margin: 24px auto; padding: 0 16px; }
  form { display: flex; gap: 8px; margin-bottom: 16px; align-items: center; }
  input { flex: 1; padding: 8px; border: 1px solid #9ca3af; border-radius: 6px; font-size: 1rem; }
  button, .button { padding: 8px 14px; border-radius: 6px; border: 0; background: #2563eb; color: #fff; font-size: 1rem; text-decoration: none; }
  article { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; margin-bottom: 16px; }
  article header { background: none; color: inherit; padding: 12px 16px; border-bottom: 1px solid #e5e7eb; }
  article h2 { font-size: 1.1rem; margin: 0 0 4px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; font-size: .9rem; color: #374151; }
  dt { font-weight: 600; } dd { margin: 0; }
  iframe { width: 100%; height: 320px; border: 0; }
  .links { padding: 8px 16px 16px; font-size: .9rem; word-break: break-all; }
  .empty { color: #4b5563; }
</style>
</head>
<body>
<header><h1 style="margin:0;font-size:1.3rem">Cuecard AI · dev inbox</h1></header>
<main>
  <form method="get" action="/inbox" role="search">
    <label for="to">Recipient</label>
    <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="you@example.com">
    <button type="submit">Filter</button>
    <a class="button" href="/inbox">Show all</a>
  </form>
  <p aria-live="polite">${messages.length} message${messages.length === 1 ? '' : 's'}${to ? ` for ${escapeHtml(to)}` : ''}, newest first.</p>
  ${items}
</main>
</body>
</html>`;
}

function renderMessage(m: MailMessage): string {
  const when = new Date(m.created_at);
  const links = m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('');
  return `<article aria-labelledby="subject-${m.id}">
  <header>
    <h2 id="subject-${m.id}">${escapeHtml(m.subject)}</h2>
    <dl>
      <dt>To</dt><dd>${escapeHtml(m.to)}</dd>
      <dt>Sent</dt><dd><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(when.toUTCString())}</time></dd>
    </dl>
  </header>
  <iframe title="Body of ${escapeHtml(m.subject)}" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(`<base target="_top">${m.html}`)}"></iframe>
  ${links ? `<div class="links"><strong>Links</strong><ul>${links}</ul></div>` : ''}
</article>`;
}
