import { LOOPBACK_HOSTS } from '../../lib/auth/email-link-origin';
import { devOrigins } from '../../lib/dev-origins';

/**
 * The Redirect URLs a local project lists besides its site URL (a hosted project's "Redirect
 * URLs", supabase/config.toml's additional_redirect_urls): when the site URL is on this machine
 * (http://localhost:3000), the same app at every dev origin, at the site URL's scheme and port:
 * http://127.0.0.1:3000/**, http://[::1]:3000/** and the machine's network addresses. So an
 * e-mail link asked for at 127.0.0.1 returns there. A deployed site URL gets none.
 */
export function devRedirectUrls(siteUrl: string, hosts: readonly string[] = devOrigins()): string[] {
  const site = new URL(siteUrl);
  if (!LOOPBACK_HOSTS.includes(site.hostname)) return [];
  const port = site.port ? `:${site.port}` : '';
  return hosts.filter((host) => host !== site.hostname).map((host) => `${site.protocol}//${host}${port}/**`);
}

const cache = new Map<string, string[]>();

/** devRedirectUrls for the running machine, read once per site URL. */
export function devRedirectUrlsFor(siteUrl: string): string[] {
  let urls = cache.get(siteUrl);
  if (!urls) {
    urls = devRedirectUrls(siteUrl);
    cache.set(siteUrl, urls);
  }
  return urls;
}
