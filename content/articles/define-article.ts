import { absoluteUrl } from '../site-url';
import type { StaticArticle } from '../types';

type ArticleInput = Omit<StaticArticle, 'canonicalUrl' | 'categories' | 'image'>;

/** Fills in the fields every article derives from its slug: canonical URL, image, categories. */
export function defineArticle(input: ArticleInput): StaticArticle {
  return {
    ...input,
    canonicalUrl: absoluteUrl(`/${input.slug}`),
    categories: [],
    image: `/images/articles/${input.slug}.svg`,
  };
}
