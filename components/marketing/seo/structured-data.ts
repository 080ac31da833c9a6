import { PRODUCT_AI, SUPPORT_EMAIL } from '@/lib/brand';
import { absoluteUrl } from '@/content/site-url';
import type { FaqItem, StaticArticle } from '@/content/types';

/** schema.org Organization for the landing page. */
export function organizationLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_AI,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/brand/mark.svg'),
    email: SUPPORT_EMAIL,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: SUPPORT_EMAIL, availableLanguage: 'English', hoursAvailable: 'Mo-Su 00:00-23:59' },
  };
}

/** schema.org FAQPage built from the landing page's accordion. */
export function faqPageLd(items: FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answer },
    })),
  };
}

/** schema.org Article with its author and date. */
export function articleLd(a: StaticArticle): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    keywords: a.keywords.join(', '),
    image: [absoluteUrl(a.image)],
    datePublished: a.date,
    dateModified: a.date,
    author: { '@type': 'Person', name: a.author, jobTitle: a.authorRole, image: absoluteUrl(a.authorImage) },
    publisher: { '@type': 'Organization', name: PRODUCT_AI, logo: { '@type': 'ImageObject', url: absoluteUrl('/images/brand/mark.svg') } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.canonicalUrl },
  };
}

/** schema.org BreadcrumbList from (name, path) pairs, home first. */
export function breadcrumbLd(trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: absoluteUrl(t.path) })),
  };
}
