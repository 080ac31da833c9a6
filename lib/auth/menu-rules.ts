/**
 * The top menu and when each item is disabled. "Onboarding incomplete" and
 * "until the profile is onboarded" both read profile.is_onboarded, which the onboarding
 * screen sets on load; Launch Mock stays disabled on that screen itself.
 */
export type MenuItemId = 'tutorial' | 'subscription' | 'interview' | 'practice' | 'prep' | 'mock' | 'personalize';

export interface MenuItem {
  id: MenuItemId;
  label: string;
  /** A page to go to; items without one are actions. */
  href?: string;
}

export const MENU_ITEMS: MenuItem[] = [
  { id: 'tutorial', label: 'Tutorial', href: '/onboarding' },
  { id: 'subscription', label: 'Subscription', href: '/subscription' },
  { id: 'interview', label: 'Interview', href: '/interview' },
  { id: 'practice', label: 'Practice', href: '/practice' },
  { id: 'prep', label: 'Prep', href: '/prep' },
  { id: 'mock', label: 'Launch Mock' },
  { id: 'personalize', label: 'Personalize' },
];

export const MOCK_INTERVIEW_PATH = '/mock-interview';

export interface MenuContext {
  isOnboarded: boolean;
  pathname: string;
  /** Set by the guided interview flow while it needs the user to follow its steps. */
  locked?: boolean;
}

const isOnboardingPage = (pathname: string) => /^\/onboarding(\/|$)/i.test(pathname);

export function isMenuItemDisabled(id: MenuItemId, { isOnboarded, pathname, locked }: MenuContext): boolean {
  switch (id) {
    case 'tutorial':
    case 'subscription':
      return !isOnboarded || Boolean(locked);
    case 'mock':
      return !isOnboarded || isOnboardingPage(pathname);
    case 'interview':
      return false;
    case 'practice':
    case 'prep':
    case 'personalize':
      return Boolean(locked);
  }
}
