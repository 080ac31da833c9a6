import { expect, test } from '@playwright/test';
import { createUser, signInAt, signInWithForm, uniqueEmail } from './auth-helpers';

test.describe('root and protected-route redirects', () => {
  test('a visitor sees the landing page at / and is sent to /LoginUser from app pages', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    for (const path of ['/interview', '/onboarding', '/OnBoarding', '/account']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/LoginUser$/);
    }
  });

  test('a new user goes from / to /onboarding after signing in', async ({ page }) => {
    const email = uniqueEmail('newuser');
    await createUser(email);
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Learn How to Crush Interviews in Just 90 Seconds' })).toBeVisible();
  });

  test('a not-onboarded user may open the interview page directly, not the account page', async ({ page, context }) => {
    const email = uniqueEmail('notonb');
    await createUser(email);
    // Signed in straight onto /interview: the sign-in form would land on /onboarding, whose screen
    // marks the profile onboarded (the test above follows that way).
    await signInAt(page, email, '/interview');
    await expect(page).toHaveURL(/\/interview$/);
    const res = await context.request.get('/account', { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()['location']).toMatch(/\/onboarding$/);
  });

  test('an onboarded user goes from / to /interview', async ({ page }) => {
    const email = uniqueEmail('onboarded');
    await createUser(email, { onboarded: true });
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/interview$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/interview$/);
  });
});
