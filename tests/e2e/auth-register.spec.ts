import { expect, test } from '@playwright/test';
import { errorAlert, expectAccessible, PASSWORD, screenshots, uniqueEmail, verifyLinkOf, waitForMail } from './auth-helpers';

test.describe('registration', () => {
  test('a new user registers, confirms the e-mail from the inbox, sees onboarding, then the interview page', async ({ page, request }) => {
    const email = uniqueEmail('register');
    await page.goto('/registerUser');
    await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page).toHaveURL(/\/RegisterUserSuccess$/);
    await expect(page.getByRole('heading', { name: 'Check your email to confirm' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'register-success');
    await page.getByRole('button', { name: 'Check you email' }).click();
    await expect(page.getByRole('button', { name: 'Please validate the confirmation email sent by clicking on the link.' })).toBeVisible();

    const mail = await waitForMail(request, email, /confirm/i);
    await page.goto(verifyLinkOf(mail));
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Learn How to Crush Interviews in Just 90 Seconds' })).toBeVisible();

    // Continue starts the video and reveals Skip; pressing Continue again goes to the interview.
    await expect(page.getByRole('button', { name: 'Skip Onboarding' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Skip Onboarding' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/interview$/);

    // Onboarding set is_onboarded: the root now goes to the interview page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/interview$/);
  });

  test('empty fields and mismatched passwords show their messages', async ({ page }) => {
    await page.goto('/registerUser');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(errorAlert(page)).toHaveText('Please fill all the fields');
    await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${PASSWORD}-other`);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(errorAlert(page)).toHaveText("Passwords doesn't match");
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(errorAlert(page)).toHaveCount(0);
  });

  test('the confirmation notice is served under both spellings', async ({ page }) => {
    for (const path of ['/registerUserSuccess', '/RegisterUserSuccess']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Check your email to confirm' })).toBeVisible();
    }
  });
});
