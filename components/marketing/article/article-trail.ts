import { hubs } from '@/content/hubs';
import type { StaticArticle } from '@/content/types';

/** Home → the hub that features the article → the article. */
export function articleTrail(article: StaticArticle): { name: string; path: string }[] {
  const hub = hubs.find((h) => h.featured.includes(article.slug)) ?? hubs[0];
  return [
    { name: 'Home', path: '/' },
    { name: hub.heading, path: hub.path },
    { name: article.title, path: `/${article.slug}` },
  ];
}
