import type { Metadata } from 'next';
import type { StaticArticle } from '@/content/types';
import { pageMetadata } from '../seo/page-metadata';

/** An article's metadata; every path that serves it names the one canonical URL. */
export function articleMetadata(a: StaticArticle): Metadata {
  return pageMetadata({
    title: a.title,
    description: a.description,
    canonicalPath: `/${a.slug}`,
    image: `/images/social/${a.slug}.jpg`,
    imageAlt: a.title,
    type: 'article',
    publishedTime: a.date,
    authors: [a.author],
    keywords: a.keywords,
  });
}
