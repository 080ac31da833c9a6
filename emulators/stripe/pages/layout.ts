import { escapeHtml } from '../../http';
import type { StoredPrice } from '../models/catalog';

/** Shared frame of the emulator's Stripe pages: plain HTML, no script, readable without CSS. */
export function renderPage(title: string, body: string, { wide = false } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Stripe emulator</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1a1a1a; }
  header.bar { background: #1e1b4b; color: #fff; padding: 12px 24px; display: flex; justify-content: space-between; align-items: center; }
  header.bar span { font-size: .85rem; opacity: .85; }
  main { max-width: 760px; margin: 24px auto; padding: 0 16px; } main.wide { max-width: 1200px; }
  .card { background: #fff; border: 1px solid #e5e7eb; border-radius: 10px; padding: 20px 24px; margin-bottom: 16px; }
  h1 { font-size: 1.4rem; margin: 0 0 12px; } h2 { font-size: 1.1rem; margin: 0 0 8px; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #9ca3af; border-radius: 6px; font-size: 1rem; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { margin-top: 16px; padding: 10px 18px; border: 0; border-radius: 6px; background: #4f46e5; color: #fff; font-size: 1rem; cursor: pointer; }
  button.danger { background: #b91c1c; } button.small { margin: 0; padding: 6px 10px; font-size: .85rem; }
  .error { background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; padding: 10px 12px; border-radius: 6px; margin: 12px 0; }
  .notice { background: #ecfdf5; color: #065f46; border: 1px solid #a7f3d0; padding: 10px 12px; border-radius: 6px; margin: 12px 0; }
  .muted { color: #4b5563; font-size: .9rem; }
  .price { font-size: 1.6rem; font-weight: 700; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; background: #fff; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  code, pre { font-family: ui-monospace, monospace; font-size: .85rem; } pre { white-space: pre-wrap; word-break: break-all; }
  a { color: #3730a3; }
</style>
</head>
<body>
<header class="bar"><strong>Stripe emulator</strong><span>Test mode · Cuecard AI local development</span></header>
<main${wide ? ' class="wide"' : ''}>
${body}
</main>
</body>
</html>`;
}

/** "$19.00 per month", "$190.00 every 3 months". */
export function formatPrice(price: StoredPrice): string {
  const { currency, recurring } = price;
  const amount = price.unit_amount / 100;
  const money = currency === 'usd' ? `$${amount.toFixed(2)}` : `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  if (!recurring) return money;
  return recurring.interval_count === 1 ? `${money} per ${recurring.interval}` : `${money} every ${recurring.interval_count} ${recurring.interval}s`;
}

export function formatDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** A link, or nothing when the URL is missing or not http(s) (never a javascript: URL). */
export function safeLink(url: string | null | undefined, text: string): string {
  if (!url || !/^https?:\/\//i.test(url)) return '';
  return `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
}
