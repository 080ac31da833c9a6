// npx tsx scripts/make-social-cards.ts: renders the 1200×630 social cards (Open Graph and
// Twitter images) in public/images/ with headless Chromium: the default card and one per
// article. Run it again after a rebrand (lib/brand.ts) or a new article.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { articles } from '../content/articles';
import { PRODUCT_AI } from '../lib/brand';

const root = path.resolve(__dirname, '..');
const escape = (t: string) => t.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function cardHtml(kicker: string, title: string): string {
  return `<!doctype html><html><body style="margin:0">
  <div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
    background:linear-gradient(135deg,#1d43b4 0%,#3b6ef5 55%,#7c3aed 100%);color:#fff;font-family:'Liberation Sans',Arial,sans-serif">
    <div style="font-size:40px;font-weight:700;letter-spacing:-0.5px">${escape(PRODUCT_AI)}</div>
    <div>
      <div style="font-size:26px;text-transform:uppercase;letter-spacing:3px;opacity:.85;margin-bottom:20px">${escape(kicker)}</div>
      <div style="font-size:${title.length > 70 ? 52 : 64}px;font-weight:700;line-height:1.12;max-width:1040px">${escape(title)}</div>
    </div>
  </div></body></html>`;
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const cards = [
    { file: 'public/images/social-card.jpg', kicker: 'Live interview assistant', title: 'Hear every question. Answer with confidence.' },
    ...articles.map((a) => ({ file: `public/images/social/${a.slug}.jpg`, kicker: 'Interview advice', title: a.title })),
  ];
  for (const card of cards) {
    await page.setContent(cardHtml(card.kicker, card.title));
    const out = path.join(root, card.file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out, type: 'jpeg', quality: 82 });
    console.log(`${card.file}  ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
  }
  await browser.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
