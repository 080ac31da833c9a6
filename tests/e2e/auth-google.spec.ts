import { expect, test } from '@playwright/test';
import { uniqueEmail } from './auth-helpers';

test('Google sign-in through the local consent page creates the user and lands on onboarding', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/loginUser');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('button', { name: 'Personalize' })).toBeVisible();
});
