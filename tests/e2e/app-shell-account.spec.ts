import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminClient, createUser, expectAccessible, screenshots, signInAt, uniqueEmail } from './auth-helpers';

async function rowCounts(userId: string) {
  const db = adminClient();
  const count = async (table: string) => {
    const { count: n, error } = await db.from(table).select('*', { count: 'exact', head: true }).eq('profile_id', userId);
    if (error) throw new Error(`${table}: ${error.message}`);
    return n;
  };
  return {
    resume: await count('resume'),
    job_description: await count('job_description'),
    interview_session: await count('interview_session'),
    resume_version: await count('resume_version'),
    job_application: await count('job_application'),
    story: await count('story'),
  };
}

test('"Download my data" saves a JSON file of the user’s data; "Delete all interview data" removes it after confirmation', async ({ page }) => {
  const email = uniqueEmail('deldata');
  const userId = await createUser(email, { onboarded: true });
  const db = adminClient();
  await db.from('resume').insert({ profile_id: userId, resume: 'My resume' }).throwOnError();
  await db.from('job_description').insert({ profile_id: userId, job_description: 'The job' }).throwOnError();
  await db.from('interview_session').insert({ profile_id: userId }).throwOnError();
  await db.from('story').insert({ profile_id: userId, title: 'Ledger migration', result: 'Cut p95 to 200 ms' }).throwOnError();
  // The resume and job description made the main resume version and application.
  const stored = { resume: 1, job_description: 1, interview_session: 1, resume_version: 1, job_application: 1, story: 1 };
  expect(await rowCounts(userId)).toEqual(stored);

  await signInAt(page, email, '/onboarding');
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'account');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cuecard-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported.profile.email).toBe(email);
  expect(exported.resume_versions.map((v: { resume: string }) => v.resume)).toEqual(['My resume']);
  expect(exported.applications.map((a: { job_description: string }) => a.job_description)).toEqual(['The job']);
  expect(exported.stories.map((st: { title: string }) => st.title)).toEqual(['Ledger migration']);
  expect(exported.sessions).toHaveLength(1);

  await page.getByRole('button', { name: 'Delete all interview data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all interview data?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await rowCounts(userId)).toEqual(stored);
  await page.getByRole('button', { name: 'Delete all interview data' }).click();
  await dialog.getByRole('button', { name: 'Delete data' }).click();
  await expect(page.getByText('Your interview data was deleted.')).toBeVisible();
  expect(await rowCounts(userId)).toEqual({ resume: 0, job_description: 0, interview_session: 0, resume_version: 0, job_application: 0, story: 0 });
  const { data: profile } = await db.from('profile').select('has_resume, has_jobdescription').eq('id', userId).single();
  expect(profile).toEqual({ has_resume: false, has_jobdescription: false });
});

test('"Delete account" removes the user after confirmation and signs out', async ({ page }) => {
  const email = uniqueEmail('delacct');
  const userId = await createUser(email, { onboarded: true });
  await signInAt(page, email, '/account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const { data } = await adminClient().auth.admin.getUserById(userId);
  expect(data.user).toBeNull();
  const { count } = await adminClient().from('profile').select('*', { count: 'exact', head: true }).eq('id', userId);
  expect(count).toBe(0);
  await page.goto('/interview');
  await expect(page).toHaveURL(/\/LoginUser$/);
});

test('the analytics opt-out is stored and shown as off', async ({ page }) => {
  const email = uniqueEmail('optout');
  await createUser(email, { onboarded: true });
  await signInAt(page, email, '/account');
  const box = page.getByRole('checkbox', { name: /Share anonymous usage analytics/ });
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Share anonymous usage analytics/ })).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('cuecard.analytics-opt-out'))).toBe('1');
});

test('"Keep screen thumbnails in history" is off by default and saved on the profile when turned on', async ({ page }) => {
  const email = uniqueEmail('thumbs');
  const id = await createUser(email, { onboarded: true });
  await signInAt(page, email, '/account');
  const box = page.getByRole('checkbox', { name: 'Keep screen thumbnails in history' });
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  await expect(page.getByText('Off: only the text read from your screen is saved')).toBeVisible();
  await expectAccessible(page);
  await box.check();
  await expect.poll(async () => (await adminClient().from('profile').select('keep_screen_thumbnails').eq('id', id).single()).data?.keep_screen_thumbnails).toBe(true);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Keep screen thumbnails in history' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Keep screen thumbnails in history' }).uncheck();
  await expect.poll(async () => (await adminClient().from('profile').select('keep_screen_thumbnails').eq('id', id).single()).data?.keep_screen_thumbnails).toBe(false);
});
