import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../lib/dev-defaults';
import { CALLBACK_ERRORS } from '../../lib/auth/callback-errors';
import { adminClient, confirmLinkOf, createUser, EMULATOR_URL, errorAlert, expectAccessible, PASSWORD, screenshots, uniqueEmail, waitForMail } from './auth-helpers';

// /auth/confirm, where hosted e-mail templates' links land: opening the link (as a mail
// scanner does) must not spend its one-time token; only the page's Confirm button does.

async function emailConfirmedAt(email: string): Promise<string | null | undefined> {
  const { data, error } = await adminClient().auth.admin.listUsers({ perPage: 1000 });
  if (error) throw new Error(error.message);
  return data.users.find((u) => u.email === email)?.email_confirmed_at ?? null;
}

test('sign-up confirmation: opening the link twice spends nothing, Confirm signs the new user in', async ({ page, request }) => {
  const email = uniqueEmail('confirm-signup');
  await page.goto('/registerUser');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/RegisterUserSuccess$/);
  // An off-site `next` is ignored: the user lands on this site's home, which is onboarding.
  const link = confirmLinkOf(await waitForMail(request, email, /confirm/i), 'email', 'https://evil.example/');

  for (let open = 0; open < 2; open += 1) {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(await emailConfirmedAt(email)).toBeNull();
  }
  await expectAccessible(page);
  await screenshots(page, 'auth-confirm');

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/onboarding$/);
  expect(await emailConfirmedAt(email)).toBeTruthy();
});

test('password recovery: the template link shows Confirm, then goes on to a new password (opened at 127.0.0.1)', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('confirm-recovery');
  await createUser(email, { onboarded: true });
  const since = Date.now();
  await page.goto('/ResetPassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset your password' })).toBeVisible();
  // The same server under its other name: the Confirm form's POST must pass the cross-site guard there too.
  const link = `${baseURL!.replace('//localhost:', '//127.0.0.1:')}${confirmLinkOf(await waitForMail(request, email, /reset/i, since), 'recovery', '/updatePassword')}`;

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/updatePassword$/);
  await expect(page.getByText(`Setting a new password for ${email}`)).toBeVisible();
});

test('a used or unknown token, or a link without one, ends on the sign-in page with the link message', async ({ page }) => {
  await page.goto('/auth/confirm?token_hash=0123456789abcdef&type=email');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/LoginUser\?error=link$/);
  await expect(errorAlert(page)).toHaveText(CALLBACK_ERRORS.link);

  await page.goto('/auth/confirm?type=recovery');
  await expect(page).toHaveURL(/\/LoginUser\?error=link$/);
});

test('a form posted from another site is refused and leaves the token unused', async ({ request }) => {
  const email = uniqueEmail('confirm-csrf');
  const anon = createClient(EMULATOR_URL, DEV_PUBLISHABLE_KEY, { auth: { persistSession: false } });
  expect((await anon.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
  const link = new URL(confirmLinkOf(await waitForMail(request, email, /confirm/i), 'email'), 'http://app.invalid');
  const res = await request.post('/auth/confirm/verify', {
    form: { token_hash: link.searchParams.get('token_hash')!, type: 'email' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  expect(res.headers()['location']).toBe('/LoginUser?error=link');
  expect(await emailConfirmedAt(email)).toBeNull();
});
