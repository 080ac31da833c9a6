import { expect, test } from '@playwright/test';
import { createUser, errorAlert, expectAccessible, PASSWORD, screenshots, signInWithForm, uniqueEmail, verifyLinkOf, waitForMail } from './auth-helpers';

test('reset: request, e-mail link, update password (with its field checks), sign in with the new password', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await createUser(email, { onboarded: true });
  const newPassword = 'a-brand-new-secret-7';

  await page.goto('/ResetPassword');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'reset');
  const since = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset your password' })).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 10_000 });

  const mail = await waitForMail(request, email, /reset/i, since);
  await page.goto(verifyLinkOf(mail));
  await expect(page).toHaveURL(/\/updatePassword$/);
  await expect(page.getByText(`Setting a new password for ${email}`)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'update-password');

  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(errorAlert(page)).toHaveText('Please fill all the fields');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(errorAlert(page)).toHaveText("Passwords doesn't match. Try again");
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/LoginUser$/);

  await signInWithForm(page, email, PASSWORD);
  await expect(errorAlert(page)).toHaveText('Error Logging user. Please try again.');
  await signInWithForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/interview$/);
});

test('the update-password page has its alias and explains what to do without a reset session', async ({ page }) => {
  await page.goto('/interviewUpdatePassword');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'request a new one' })).toHaveAttribute('href', '/ResetPassword');
});
