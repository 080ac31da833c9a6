// A user who opens the app at 127.0.0.1 rather than the site URL's localhost signs up, and the
// confirmation e-mail's link returns to 127.0.0.1 (where the sign-up's PKCE verifier is), so it
// signs them in and lands on onboarding there, not on "That link could not sign you in here".
import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail, verifyLinkOf, waitForMail } from './auth-helpers';

test('sign-up at 127.0.0.1: the confirmation link returns to 127.0.0.1 and lands on onboarding, signed in', async ({ page, request, baseURL }) => {
  const loopback = new URL(baseURL!);
  loopback.hostname = '127.0.0.1';
  const origin = loopback.origin;
  const email = uniqueEmail('register-127');

  await page.goto(`${origin}/registerUser`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/RegisterUserSuccess`);

  const link = verifyLinkOf(await waitForMail(request, email, /confirm/i));
  expect(new URL(new URL(link).searchParams.get('redirect_to')!).origin).toBe(origin);
  await page.goto(link);
  await expect(page).toHaveURL(`${origin}/onboarding`);
  await expect(page.getByRole('heading', { name: 'Learn How to Crush Interviews in Just 90 Seconds' })).toBeVisible();
});
