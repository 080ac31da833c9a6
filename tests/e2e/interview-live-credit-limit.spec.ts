// The credit limit end to end, with nothing faked: the real ws-server meters a session of a
// user with three seconds of allowance left, charges it through charge_usage, sends
// credit_limit with the plan's expire_msg and closes; the screen shows the 'Credit Limit Exceeded' modal.
import { expect, test } from '@playwright/test';
import { adminClient, createUser, signInAt, uniqueEmail } from './auth-helpers';
import { BASE_ARGS, skipPreflight } from './interview-live-helpers';

test.use({
  // Chromium's fake microphone (a beep) is enough: the session is metered whatever it hears.
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream'] },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

test('a session that reaches the allowance stops with Credit Limit Exceeded and is charged in full', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = adminClient();
  const email = uniqueEmail('live-limit');
  const id = await createUser(email, { onboarded: true });
  const { data: plan } = await admin.from('plan').select('credits, expire_msg').eq('id', 1).single();
  const credits = Number(plan!.credits);
  // Three seconds of the free allowance left (credits are minutes).
  const { error } = await admin.from('profile').update({ guided_onboarded: true, credit_used: credits - 0.05 }).eq('id', id);
  expect(error).toBeNull();

  await skipPreflight(page);
  await signInAt(page, email, '/interview');
  await page.waitForURL('**/interview');
  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Credit Limit Exceeded' });
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  await expect(dialog).toContainText(plan!.expire_msg);
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();

  // The server charged the session up to (at least) the limit and closed its usage row.
  const { data: profile } = await admin.from('profile').select('credit_used').eq('id', id).single();
  expect(Number(profile!.credit_used)).toBeGreaterThanOrEqual(credits);
  await expect
    .poll(async () => (await admin.from('usage_logs').select('end_time').eq('profile_id', id)).data?.[0]?.end_time ?? null)
    .not.toBeNull();

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/subscription');
});
