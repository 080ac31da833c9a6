import { PRODUCT_SLUG } from '@/lib/brand';

/** Every call to action on the marketing site goes here: the sign-in page. */
export const LOGIN_PATH = '/loginUser';

/** The landing page that is never redirected for signed-in users (the proxy only redirects `/`). */
export const LANDING_PATH = `/${PRODUCT_SLUG}`;

/**
 * Where a landing-page anchor points: a bare hash on a landing page (no navigation),
 * otherwise the product landing route plus the hash.
 */
export function anchorHref(anchor: string, onLanding: boolean): string {
  return onLanding ? `#${anchor}` : `${LANDING_PATH}#${anchor}`;
}

/** The landing page's anchors: section ids that links and the URL hash scroll to. */
export const ANCHORS = {
  features: 'features',
  success: 'success',
  testimonials: 'testimonials',
  faq: 'faq',
  pricing: 'pricing',
  compatibility: 'compatibility',
  howItWorks: 'howItWorks',
} as const;
