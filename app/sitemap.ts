import type { MetadataRoute } from 'next';
import { articles } from '@/content/articles';
import { hubs } from '@/content/hubs';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { termsOfService } from '@/content/legal/terms-of-service';
import { absoluteUrl } from '@/content/site-url';

// GET /sitemap.xml: every public page under its canonical URL, generated from the content.
// /{product}-ai and /landing-page are left out: their canonical URL is /.
export default function sitemap(): MetadataRoute.Sitemap {
  const newestArticle = articles.reduce((d, a) => (a.date > d ? a.date : d), '2024-01-01');
  return [
    { url: absoluteUrl('/'), changeFrequency: 'weekly', priority: 1 },
    { url: absoluteUrl('/final-round-ai'), changeFrequency: 'monthly', priority: 0.8 },
    ...hubs.map((h) => ({ url: absoluteUrl(h.path), lastModified: newestArticle, changeFrequency: 'weekly' as const, priority: 0.7 })),
    ...articles.map((a) => ({ url: a.canonicalUrl, lastModified: a.date, changeFrequency: 'monthly' as const, priority: 0.6 })),
    ...[privacyPolicy, termsOfService].map((d) => ({ url: absoluteUrl(d.path), lastModified: d.effectiveDate, changeFrequency: 'yearly' as const, priority: 0.3 })),
  ];
}
