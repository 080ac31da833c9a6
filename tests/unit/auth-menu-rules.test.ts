import { isMenuItemDisabled, MENU_ITEMS } from '@/lib/auth/menu-rules';

describe('top menu disabled rules', () => {
  const labels = MENU_ITEMS.map((i) => i.label);
  it('has the seven items in menu order, Practice after Interview and Prep after Practice', () => {
    expect(labels).toEqual(['Tutorial', 'Subscription', 'Interview', 'Practice', 'Prep', 'Launch Mock', 'Personalize']);
    expect(MENU_ITEMS.find((i) => i.label === 'Prep')?.href).toBe('/prep');
    expect(MENU_ITEMS.find((i) => i.label === 'Practice')?.href).toBe('/practice');
  });

  it('before onboarding: Tutorial, Subscription and Launch Mock are disabled', () => {
    const ctx = { isOnboarded: false, pathname: '/interview' };
    expect(MENU_ITEMS.filter((i) => isMenuItemDisabled(i.id, ctx)).map((i) => i.label)).toEqual(['Tutorial', 'Subscription', 'Launch Mock']);
  });

  it('onboarded: all enabled, except Launch Mock on /onboarding (any spelling)', () => {
    expect(MENU_ITEMS.some((i) => isMenuItemDisabled(i.id, { isOnboarded: true, pathname: '/interview' }))).toBe(false);
    for (const p of ['/onboarding', '/OnBoarding']) expect(isMenuItemDisabled('mock', { isOnboarded: true, pathname: p })).toBe(true);
    expect(isMenuItemDisabled('tutorial', { isOnboarded: true, pathname: '/onboarding' })).toBe(false);
  });

  it('while the guided flow holds the menu, only Interview and Launch Mock stay usable', () => {
    const ctx = { isOnboarded: true, pathname: '/interview', locked: true };
    expect(MENU_ITEMS.filter((i) => !isMenuItemDisabled(i.id, ctx)).map((i) => i.label)).toEqual(['Interview', 'Launch Mock']);
  });
});
