import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/content/site-url';

// GET /robots.txt: public pages are crawlable; the signed-in app, APIs and auth callbacks are not.
const PRIVATE_PATHS = ['/api/', '/auth/', '/interview$', '/interview/', '/onboarding', '/OnBoarding', '/subscription', '/success', '/cancelled', '/account', '/history', '/mock-interview', '/logout'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
