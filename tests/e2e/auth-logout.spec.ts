import { expect, test } from '@playwright/test';
import { adminClient, createUser, expectAccessible, signInWithForm, uniqueEmail } from './auth-helpers';

test('logging out shows "Logging out", ends the session and goes to /LoginUser', async ({ page }) => {
  const email = uniqueEmail('logout');
  const id = await createUser(email, { onboarded: true });
  // Past the guided first session too, so no welcome modal covers the top bar.
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  await signInWithForm(page, email);
  await expect(page).toHaveURL(/\/interview$/);
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/LoginUser$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Personalize' })).toHaveCount(0);
  await page.goto('/interview');
  await expect(page).toHaveURL(/\/LoginUser$/);
});

test('the logout and login-redirect screens show their status text, then go to /LoginUser', async ({ page, request }) => {
  for (const [path, text] of [['/loginRedirect', 'Logging in'], ['/logout', 'Logging out']]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`>${text}</h1>`);
    await page.goto(path);
    await expect(page).toHaveURL(/\/LoginUser$/);
  }
  await expectAccessible(page);
});
