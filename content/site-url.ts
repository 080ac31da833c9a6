import { publicEnv } from '@/lib/env';

/** The absolute URL of a path on this site, for canonical links, JSON-LD and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, publicEnv.NEXT_PUBLIC_SITE_URL).toString();
}
