import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { articleMetadata } from '@/components/marketing/article/article-metadata';
import { landingMetadata } from '@/components/marketing/landing/landing-metadata';
import { articleLd, breadcrumbLd, faqPageLd } from '@/components/marketing/seo/structured-data';
import { articles } from '@/content/articles';
import { faqItems } from '@/content/faq';

describe('marketing SEO', () => {
  test('the sitemap lists every public page once, by canonical URL', () => {
    const urls = sitemap().map((e) => new URL(e.url).pathname);
    expect(new Set(urls).size).toBe(urls.length);
    for (const p of ['/', '/final-round-ai', '/interview-tips', '/interview-questions', '/privacy-policy', '/terms-of-service']) {
      expect(urls).toContain(p);
    }
    for (const a of articles) expect(urls).toContain(`/${a.slug}`);
    expect(urls).not.toContain('/how-to-use-AI-for-an-interview');
  });

  test('robots.txt allows the public site, points to the sitemap and keeps the app out', () => {
    const r = robots();
    const rule = Array.isArray(r.rules) ? r.rules[0] : r.rules;
    expect(rule.allow).toBe('/');
    expect(rule.disallow).toContain('/api/');
    // '/interview' alone would also block /interview-tips and /interview-questions.
    expect(rule.disallow).not.toContain('/interview');
    expect(String(r.sitemap)).toMatch(/\/sitemap\.xml$/);
  });

  test('the landing aliases share one canonical URL, the site root', () => {
    expect(landingMetadata.alternates?.canonical).toBe('/');
  });

  test('article metadata has a canonical URL, Open Graph article data and a large Twitter card', () => {
    for (const a of articles) {
      const m = articleMetadata(a);
      expect(m.alternates?.canonical).toBe(`/${a.slug}`);
      expect(m.openGraph).toMatchObject({ type: 'article', publishedTime: a.date });
      expect(m.twitter).toMatchObject({ card: 'summary_large_image' });
    }
  });

  test('structured data: Article with author and date, BreadcrumbList, FAQPage', () => {
    const a = articles[0];
    expect(articleLd(a)).toMatchObject({ '@type': 'Article', datePublished: a.date, author: { name: a.author } });
    expect(breadcrumbLd([{ name: 'Home', path: '/' }])).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((faqPageLd(faqItems).mainEntity as unknown[]).length).toBe(7);
  });
});
