/**
 * Which origin an e-mail link (confirm, reset, magic link) or Google's return should open: the
 * origin the flow started on when it is the same app, else the site URL. A link that returns
 * to another origin than the one that asked for it loses the PKCE verifier and the cookies, so
 * at http://127.0.0.1:3000 the link must come back to 127.0.0.1, not to localhost.
 *
 * "The same app" is the site URL's origin, or one of `aliasHosts` at the site URL's scheme and
 * port. Anything else (another host or port, credentials, an unparsable value, a forged Origin
 * header) gets the site URL. The Auth server's Redirect URLs list checks the result again.
 */
export interface LinkOriginPolicy {
  /** NEXT_PUBLIC_SITE_URL. */
  siteUrl: string;
  /** Other host names of this app, as URL.hostname writes them (IPv6 in brackets). */
  aliasHosts: readonly string[];
}

/** The spellings of this machine a browser may use; Next.js itself only trusts `localhost`. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

export function emailLinkOrigin(candidate: string | null | undefined, policy: LinkOriginPolicy): string {
  const site = new URL(policy.siteUrl);
  if (!candidate || !URL.canParse(candidate)) return site.origin;
  const url = new URL(candidate);
  if (url.origin === site.origin) return site.origin;
  if (url.protocol !== site.protocol || url.port !== site.port || url.username || url.password) return site.origin;
  return policy.aliasHosts.includes(url.hostname) ? url.origin : site.origin;
}

/**
 * The alias hosts for a site URL. A site URL on this machine (http://localhost:3000 for
 * `npm run dev`, or a production build run locally, as the end-to-end tests do) is the same app
 * at every loopback spelling; in development also at the dev origins (`devHosts`: the machine's
 * network addresses, lib/dev-origins.ts). A deployed site URL has no aliases.
 */
export function linkAliasHosts(siteUrl: string, { development, devHosts = [] }: { development: boolean; devHosts?: readonly string[] }): string[] {
  const local = LOOPBACK_HOSTS.includes(new URL(siteUrl).hostname);
  return [...new Set([...(local ? LOOPBACK_HOSTS : []), ...(development ? devHosts : [])])];
}
