/**
 * Which routes need a signed-in user and which a not-yet-onboarded user may see.
 * proxy.ts applies these server-side so no page flashes before a redirect.
 */

/** Routes that send a visitor to the sign-in page. */
const SIGNED_IN_ONLY = ['/interview', '/practice', '/prep', '/onboarding', '/OnBoarding', '/success', '/cancelled', '/history', '/account'];

/** App routes a signed-in user who is not onboarded may still use (Interview and Mock, and onboarding itself). */
const ALLOWED_BEFORE_ONBOARDING = ['/onboarding', '/OnBoarding', '/interview', '/mock-interview', '/logout'];

/** App routes (with the top bar) that send a not-onboarded user to onboarding. */
const APP_ROUTES = ['/subscription', '/success', '/cancelled', '/history', '/account'];

/** Sign-in and sign-up pages: a signed-in user has nothing to do there and goes home. */
const SIGNED_OUT_ONLY = ['/login', '/loginUser', '/LoginUser', '/registerUser'];

const matches = (pathname: string, routes: string[]) => routes.some((r) => pathname === r || pathname.startsWith(`${r}/`));

export type RouteDecision = { redirect: string } | { next: true };

export interface Viewer {
  signedIn: boolean;
  /** Only looked up for routes where it matters; undefined means "not known". */
  isOnboarded?: boolean;
}

/** True when the decision for this path depends on whether the user is onboarded. */
export function needsOnboardingState(pathname: string): boolean {
  return pathname === '/' || matches(pathname, APP_ROUTES) || matches(pathname, SIGNED_OUT_ONLY);
}

export const LOGIN_PATH = '/LoginUser';

export function decideRoute(pathname: string, viewer: Viewer): RouteDecision {
  if (!viewer.signedIn) {
    return matches(pathname, SIGNED_IN_ONLY) ? { redirect: LOGIN_PATH } : { next: true };
  }
  const home = viewer.isOnboarded ? '/interview' : '/onboarding';
  if (pathname === '/' || matches(pathname, SIGNED_OUT_ONLY)) return { redirect: home };
  if (viewer.isOnboarded === false && matches(pathname, APP_ROUTES) && !matches(pathname, ALLOWED_BEFORE_ONBOARDING)) {
    return { redirect: '/onboarding' };
  }
  return { next: true };
}
