import { shot } from './screens';
import { expect, test, type Page } from '@playwright/test';
import { createUser, expectAccessible, screenshots, signInWithForm, uniqueEmail } from './auth-helpers';

const menu = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole(name === 'Launch Mock' || name === 'Personalize' ? 'button' : 'link', { name, exact: true });

test.describe('top menu', () => {
  test('a visitor sees no menu', async ({ page }) => {
    await page.goto('/loginUser');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('before onboarding only Interview and Personalize are usable; Launch Mock stays off on /onboarding', async ({ page }) => {
    const email = uniqueEmail('menu-new');
    await createUser(email);
    // Held, so the onboarding screen does not mark the profile onboarded yet: the document and
    // any client-side (RSC) request for it alike.
    const onboardingPage = (url: URL) => url.pathname === '/onboarding';
    await page.route(onboardingPage, (route) => route.fulfill({ status: 200, body: 'held' }));
    // And the profile's update itself: a sign-in whose redirect comes back inside the server
    // action's answer renders the onboarding screen without asking for /onboarding, and its
    // update could otherwise land before the menu is checked (seen once in a clean-clone run).
    const profileTable = (url: URL) => url.pathname.endsWith('/rest/v1/profile');
    await page.route(profileTable, (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 503, body: 'held' }) : route.fallback()));
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/onboarding$/);
    // Still held while the menu is checked: a held RSC answer makes the router fall back to a full
    // load of /onboarding, which may land after this point and would mark the profile onboarded.
    await page.goto('/interview');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Tutorial' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Subscription' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Launch Mock' })).toBeDisabled();
    await expect(nav.getByRole('link', { name: 'Interview' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Personalize' })).toBeEnabled();

    // The onboarding screen marks the profile onboarded: Tutorial and Subscription turn on, Launch Mock not there.
    await page.unroute(onboardingPage);
    await page.unroute(profileTable);
    await page.goto('/onboarding');
    await expect(nav.getByRole('link', { name: 'Tutorial' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Subscription' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Launch Mock' })).toBeDisabled();
    await expectAccessible(page);
    await screenshots(page, 'onboarding');
  });

  test('an onboarded user has every item; Launch Mock opens /mock-interview in a new tab', async ({ page, context }) => {
    const email = uniqueEmail('menu-onb');
    await createUser(email, { onboarded: true });
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/interview$/);
    await screenshots(page, 'interview');
    // Menu checks on the account page: the interview screen may open its own welcome modal.
    await page.goto('/account');
    for (const name of ['Tutorial', 'Subscription', 'Interview']) await expect(menu(page, name)).toBeVisible();
    await expect(menu(page, 'Launch Mock')).toBeEnabled();
    await expectAccessible(page);
    // The mock-interview page belongs to another area: stand in for it so only the tab opening is tested.
    await context.route('**/mock-interview', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Mock</title>Redirecting' }));
    const popup = context.waitForEvent('page');
    await menu(page, 'Launch Mock').click();
    const tab = await popup;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/mock-interview');
    await tab.close();
  });

  test('a blocked popup shows the popup-blocked alert', async ({ page }) => {
    const email = uniqueEmail('menu-popup');
    await createUser(email, { onboarded: true });
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/interview$/);
    await page.goto('/account');
    let message = '';
    page.once('dialog', (d) => {
      message = d.message();
      void d.dismiss();
    });
    await menu(page, 'Launch Mock').click();
    await expect.poll(() => message).toBe('Popup blocked! Please allow popups for this site.');
  });

  test('on a phone the menu folds behind a Menu button', async ({ page }) => {
    const email = uniqueEmail('menu-phone');
    await createUser(email, { onboarded: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/interview$/);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorial' })).toBeVisible();
    await shot(page, 'test-results/screens/menu-open-375.png', { fullPage: false });
    await expectAccessible(page);
  });
});
