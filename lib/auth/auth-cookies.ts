/** Names of the Supabase auth cookies (session, its chunks, PKCE verifier) that @supabase/ssr writes. */
const AUTH_COOKIE = /^sb-[a-z0-9-]+-auth-token(-code-verifier)?(\.\d+)?$/i;

export function isAuthCookieName(name: string): boolean {
  return AUTH_COOKIE.test(name);
}
