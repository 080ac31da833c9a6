import { expect, test } from '@playwright/test';
import { createUser, errorAlert, expectAccessible, PASSWORD, screenshots, signInWithForm, uniqueEmail, verifyLinkOf, waitForMail } from './auth-helpers';

test.describe('sign in', () => {
  test('the sign-in page shows the form, links and 3 testimonials with masked authors, under every alias', async ({ page }) => {
    for (const path of ['/login', '/loginUser', '/LoginUser']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/ResetPassword');
    await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/registerUser');
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    const quotes = page.locator('aside figure');
    await expect(quotes).toHaveCount(3);
    for (const author of await page.locator('aside figcaption').allTextContents()) expect(author).toMatch(/^[^*@]{2}\*+@/);
    await expectAccessible(page);
    await screenshots(page, 'signin');
  });

  test('empty fields and a wrong password show their messages', async ({ page }) => {
    const email = uniqueEmail('wrongpw');
    await createUser(email);
    await page.goto('/loginUser');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(errorAlert(page)).toHaveText('Please fill all the fields');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(errorAlert(page)).toHaveText('Please fill all the fields');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(errorAlert(page)).toHaveText('Error Logging user. Please try again.');
    await screenshots(page, 'signin-error');
    await expect(page).toHaveURL(/\/loginUser$/);
  });

  test('an unconfirmed e-mail gets its message and a new confirmation link that works', async ({ page, request }) => {
    const email = uniqueEmail('unconfirmed');
    await createUser(email, { confirmed: false });
    const since = Date.now();
    await signInWithForm(page, email);
    await expect(errorAlert(page)).toHaveText(
      'Your email is not confirmed. Looks like link expired. Resending confirmation email. Please check you email.',
    );
    const mail = await waitForMail(request, email, /confirm/i, since);
    await page.goto(verifyLinkOf(mail));
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('a signed-in user is sent away from the sign-in and register pages', async ({ page }) => {
    const email = uniqueEmail('away');
    await createUser(email, { onboarded: true });
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/interview$/);
    for (const path of ['/loginUser', '/LoginUser', '/login', '/registerUser']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/interview$/);
    }
  });

  test('signing in at http://127.0.0.1 works as at localhost: the scripts run and the session holds', async ({ page, baseURL }) => {
    const loopback = baseURL!.replace('//localhost:', '//127.0.0.1:');
    const email = uniqueEmail('loopback');
    await createUser(email, { onboarded: true });
    await page.goto(`${loopback}/loginUser`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Only the page's script signs in (the form has no server action): reaching /interview proves it ran.
    await expect(page).toHaveURL(`${loopback}/interview`);
    await page.goto(`${loopback}/account`);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    // The page's own POSTs pass the cross-site guard here too (the server knows itself as localhost).
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/set-supabase-cookie', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: 'SIGNED_OUT' }) });
      return res.status;
    });
    expect(status).toBe(204);
  });

  test('a next parameter is followed only when it is a path on this site', async ({ page }) => {
    const email = uniqueEmail('next');
    await createUser(email, { onboarded: true });
    await page.goto('/loginUser?next=https://evil.example/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/interview$/);
  });
});
