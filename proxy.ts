// The request middleware (Next.js 16 names it proxy.ts): refreshes the Supabase session on
// every matched request, applies the root, sign-in and onboarding redirects server-side (no
// flash of the wrong page) and sets the security headers.
import { NextResponse, type NextRequest } from 'next/server';
import { decideRoute, needsOnboardingState } from './lib/auth/route-rules';
import { contentSecurityPolicy, staticSecurityHeaders } from './lib/security/headers';
import { refreshProxySession } from './lib/supabase/proxy';

/**
 * Pages rendered per request, which can carry a CSP nonce (the rest are static). Each must stay
 * dynamic (read cookies, headers() or connection()): Next.js writes the nonce into a page while
 * rendering it, so a prerendered page would have scripts without it and be blocked.
 */
const DYNAMIC_PAGES = /^\/(interview|practice|prep|practice-interview|mock-interview|onboarding|OnBoarding|success|cancelled|history|account|subscription|login|loginUser|LoginUser|registerUser|registerUserSuccess|RegisterUserSuccess|resetPassword|ResetPassword|updatePassword|interviewUpdatePassword|logout|loginRedirect|auth)(\/|$)/;

export async function proxy(request: NextRequest) {
  const isDev = process.env.NODE_ENV !== 'production';
  const { pathname } = request.nextUrl;
  const nonce = DYNAMIC_PAGES.test(pathname) ? Buffer.from(crypto.randomUUID()).toString('base64') : undefined;
  const csp = contentSecurityPolicy({ nonce, isDev });
  const { supabase, response, claims } = await refreshProxySession(
    request,
    nonce ? { 'x-nonce': nonce, 'content-security-policy': csp } : {},
  );

  let isOnboarded: boolean | undefined;
  if (claims?.sub && needsOnboardingState(pathname)) {
    const { data } = await supabase.from('profile').select('is_onboarded').eq('id', claims.sub).maybeSingle();
    isOnboarded = data?.is_onboarded === true;
  }
  const decision = decideRoute(pathname, { signedIn: Boolean(claims?.sub), isOnboarded });

  let result: NextResponse = response;
  if ('redirect' in decision) {
    result = NextResponse.redirect(new URL(decision.redirect, request.url));
    // Keep refreshed session cookies and their no-store headers on the redirect.
    for (const cookie of response.cookies.getAll()) result.cookies.set(cookie);
    for (const key of ['cache-control', 'expires', 'pragma']) {
      const value = response.headers.get(key);
      if (value) result.headers.set(key, value);
    }
  }
  result.headers.set('Content-Security-Policy', csp);
  for (const [key, value] of Object.entries(staticSecurityHeaders({ isProduction: !isDev }))) result.headers.set(key, value);
  return result;
}

export const config = {
  matcher: [
    // Everything but static assets and images (they need no session and carry no scripts), and
    // the health check, which a load balancer asks every few seconds and which must not touch Supabase.
    '/((?!_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|api/health$|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|mp4|webm|vtt|woff2?)$).*)',
  ],
};
