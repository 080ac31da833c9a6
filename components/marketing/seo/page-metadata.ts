import type { Metadata } from 'next';
import { PRODUCT_AI } from '@/lib/brand';

interface PageMetadataInput {
  /** Page title without the site name; the root layout's template adds it. */
  title: string;
  description: string;
  /** Path of the canonical URL, resolved against metadataBase. */
  canonicalPath: string;
  /** Image path for Open Graph and Twitter; the site's default card otherwise. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  authors?: string[];
  keywords?: string[];
  /** Use the title as is, without the template (the landing page's title already names the product). */
  absoluteTitle?: boolean;
}

/** The default social card, a 1200×630 JPEG in public/ (social networks do not show SVG). */
const DEFAULT_SOCIAL_IMAGE = '/images/social-card.jpg';

/** Title, description, canonical URL, Open Graph and Twitter card of one public page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${PRODUCT_AI}`;
  const image = { url: input.image ?? DEFAULT_SOCIAL_IMAGE, alt: input.imageAlt ?? PRODUCT_AI };
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords,
    alternates: { canonical: input.canonicalPath },
    openGraph: {
      type: input.type ?? 'website',
      siteName: PRODUCT_AI,
      title: fullTitle,
      description: input.description,
      url: input.canonicalPath,
      locale: 'en_US',
      images: [image],
      ...(input.type === 'article' ? { publishedTime: input.publishedTime, authors: input.authors } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: input.description,
      images: [image],
    },
  };
}
