import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_AI, PRODUCT_SLUG } from '@/lib/brand';
import { articleAliases, articles, findArticleByPath } from '@/content/articles';
import { faqItems } from '@/content/faq';
import { features } from '@/content/features';
import { hubs } from '@/content/hubs';
import { companyLogos } from '@/content/logos';
import { platforms } from '@/content/platforms';
import { testimonials } from '@/content/testimonials';

const root = path.join(__dirname, '..', '..');
const publicFile = (p: string) => path.join(root, 'public', p);
const marketingRoute = (segment: string) => path.join(root, 'app', '(marketing)', segment, 'page.tsx');
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;

describe('marketing content', () => {
  test('there is one article per article route, each with at least 900 words', () => {
    expect(articles).toHaveLength(7);
    for (const a of articles) expect(words(a.content)).toBeGreaterThanOrEqual(900);
  });

  test('articles carry every article field, dated January to May 2024, with empty categories', () => {
    for (const a of articles) {
      expect(a.title && a.description && a.author && a.authorRole).toBeTruthy();
      expect(a.keywords.length).toBeGreaterThan(0);
      expect(a.categories).toEqual([]);
      expect(a.date >= '2024-01-01' && a.date <= '2024-05-31').toBe(true);
      expect(a.canonicalUrl.endsWith(`/${a.slug}`)).toBe(true);
    }
  });

  test('both spellings of the AI article serve one article', () => {
    expect(findArticleByPath('how-to-use-AI-for-an-interview')).toBe(findArticleByPath('how-to-use-ai-for-an-interview'));
    for (const target of Object.values(articleAliases)) expect(articles.some((a) => a.slug === target)).toBe(true);
  });

  test('each article and the product landing page has its own route folder', () => {
    for (const a of articles) expect(fs.existsSync(marketingRoute(a.slug))).toBe(true);
    // The folder is named after lib/brand.ts's slug: a rebrand must rename it.
    expect(fs.existsSync(marketingRoute(PRODUCT_SLUG))).toBe(true);
  });

  test('the landing lists 7 FAQ items, 9 features and 7 testimonials', () => {
    expect(faqItems).toHaveLength(7);
    expect(features).toHaveLength(9);
    expect(testimonials).toHaveLength(7);
    for (const t of testimonials) expect(t.rating).toBeGreaterThanOrEqual(1);
  });

  test('compatibility lists Zoom, Teams, Meet, Skype and Webex', () => {
    const names = platforms.map((p) => p.name);
    for (const n of ['Zoom', 'Microsoft Teams', 'Google Meet', 'Skype', 'Webex']) expect(names).toContain(n);
  });

  test('every image the content names exists in public/', () => {
    const images = [
      ...articles.flatMap((a) => [a.image, a.authorImage, `/images/social/${a.slug}.jpg`]),
      ...testimonials.map((t) => t.profileImage),
      ...platforms.map((p) => p.logo),
      ...companyLogos.map((l) => l.src),
      '/images/social-card.jpg',
      '/images/hero-app.svg',
      '/images/brand/mark.svg',
    ];
    for (const img of images) expect(fs.existsSync(publicFile(img))).toBe(true);
  });

  test('hubs feature only existing articles', () => {
    for (const h of hubs) for (const slug of h.featured) expect(articles.some((a) => a.slug === slug)).toBe(true);
  });

  test('the product name comes from lib/brand.ts, never typed into marketing components', () => {
    const dir = path.join(root, 'components', 'marketing');
    const files = fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => /\.tsx?$/.test(f));
    for (const f of files) expect(fs.readFileSync(path.join(dir, f), 'utf8')).not.toContain(PRODUCT_AI);
  });
});
