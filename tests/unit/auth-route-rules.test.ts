import { decideRoute } from '@/lib/auth/route-rules';

describe('route rules', () => {
  const visitor = { signedIn: false };
  const newUser = { signedIn: true, isOnboarded: false };
  const onboarded = { signedIn: true, isOnboarded: true };

  it('lets a visitor see the landing page, sign-in and plans', () => {
    for (const p of ['/', '/loginUser', '/subscription', '/privacy-policy']) expect(decideRoute(p, visitor)).toEqual({ next: true });
  });

  it('sends a visitor from app pages to /LoginUser', () => {
    for (const p of ['/interview', '/practice', '/prep', '/onboarding', '/success', '/cancelled', '/history', '/account']) {
      expect(decideRoute(p, visitor)).toEqual({ redirect: '/LoginUser' });
    }
  });

  it('sends the root to /interview when onboarded, else /onboarding', () => {
    expect(decideRoute('/', onboarded)).toEqual({ redirect: '/interview' });
    expect(decideRoute('/', newUser)).toEqual({ redirect: '/onboarding' });
  });

  it('lets a user who is not onboarded use only Interview, Mock and onboarding', () => {
    for (const p of ['/interview', '/mock-interview', '/onboarding']) expect(decideRoute(p, newUser)).toEqual({ next: true });
    for (const p of ['/subscription', '/history', '/account']) expect(decideRoute(p, newUser)).toEqual({ redirect: '/onboarding' });
  });

  it('sends a signed-in user away from the sign-in pages', () => {
    expect(decideRoute('/loginUser', onboarded)).toEqual({ redirect: '/interview' });
    expect(decideRoute('/registerUser', newUser)).toEqual({ redirect: '/onboarding' });
  });
});

describe('route rules for the account pages and aliases', () => {
  it('protects the /OnBoarding alias and lets visitors use every sign-in spelling', () => {
    expect(decideRoute('/OnBoarding', { signedIn: false })).toEqual({ redirect: '/LoginUser' });
    for (const p of ['/login', '/LoginUser', '/registerUser', '/resetPassword', '/updatePassword', '/logout']) {
      expect(decideRoute(p, { signedIn: false })).toEqual({ next: true });
    }
  });

  it('lets a signed-in user reach the update-password and logout pages (reset links sign the user in)', () => {
    for (const p of ['/updatePassword', '/interviewUpdatePassword', '/logout']) {
      expect(decideRoute(p, { signedIn: true, isOnboarded: false })).toEqual({ next: true });
    }
  });
});
