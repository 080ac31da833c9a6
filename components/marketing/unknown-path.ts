import { findArticleByPath } from '@/content/articles';
import type { StaticArticle } from '@/content/types';

/** Path prefixes that belong to APIs and auth callbacks: an unknown one is a 404, never a page. */
const NON_PAGE_PREFIXES = new Set(['api', 'auth', '_next']);
/** A last segment with a file extension is a static asset: a missing one must stay a 404. */
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;

export type UnknownPathOutcome = { kind: 'article'; article: StaticArticle } | { kind: 'not-found' } | { kind: 'redirect-home' };

/**
 * What a path that matched no route gets: an article alias, a plain 404 for API, auth and
 * asset paths, otherwise a redirect home.
 */
export function resolveUnknownPath(segments: string[]): UnknownPathOutcome {
  if (segments.length === 1) {
    const article = findArticleByPath(segments[0]);
    if (article) return { kind: 'article', article };
  }
  const first = segments[0] ?? '';
  const last = segments[segments.length - 1] ?? '';
  if (NON_PAGE_PREFIXES.has(first.toLowerCase()) || FILE_EXTENSION.test(last)) return { kind: 'not-found' };
  return { kind: 'redirect-home' };
}
