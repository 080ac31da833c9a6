import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUser, errorAlert, expectAccessible, profileOf, screenshots, signInAt, uniqueEmail } from './auth-helpers';

const fixtures = path.join(__dirname, '..', 'fixtures');

async function openPersonalize(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Personalize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calibrate AI Responses' });
  await expect(dialog.getByLabel('Resume', { exact: true })).toBeVisible();
  return dialog;
}

test('Personalize saves the resume and job description, keeps them after a reload and sets has_resume / has_jobdescription', async ({ page }) => {
  const email = uniqueEmail('personalize');
  const userId = await createUser(email, { onboarded: true });
  await signInAt(page, email, '/interview');
  await expect(page).toHaveURL(/\/interview$/);
  // Personalize is opened from the account page: the interview screen may open its own welcome modal.
  await page.goto('/account');

  let dialog = await openPersonalize(page);
  await expectAccessible(page);
  await screenshots(page, 'personalize');
  // Blank (whitespace-only) texts are not saved.
  await dialog.getByLabel('Resume', { exact: true }).fill('   ');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  expect(await profileOf(userId)).toMatchObject({ has_resume: false, has_jobdescription: false });

  dialog = await openPersonalize(page);
  await dialog.getByLabel('Resume', { exact: true }).fill('Ten years of backend work in Go and Postgres.');
  await dialog.getByLabel('Job Description').fill('Staff engineer, payments platform.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await profileOf(userId)).has_resume).toBe(true);
  expect((await profileOf(userId)).has_jobdescription).toBe(true);

  await page.reload();
  dialog = await openPersonalize(page);
  await expect(dialog.getByLabel('Resume', { exact: true })).toHaveValue('Ten years of backend work in Go and Postgres.');
  await expect(dialog.getByLabel('Job Description')).toHaveValue('Staff engineer, payments platform.');

  // Too long: a clear message, nothing saved.
  await dialog.getByLabel('Job Description').fill('x'.repeat(100_001));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(errorAlert(dialog)).toHaveText('The job description is too long. Keep it under 100,000 characters.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('uploading a PDF or DOCX resume fills the Resume box; other files get a clear error', async ({ page }) => {
  const email = uniqueEmail('upload');
  await createUser(email, { onboarded: true });
  await signInAt(page, email, '/interview');
  await expect(page).toHaveURL(/\/interview$/);
  // Personalize is opened from the account page: the interview screen may open its own welcome modal.
  await page.goto('/account');
  const dialog = await openPersonalize(page);
  const file = dialog.locator('input[type=file]');
  const resume = dialog.getByLabel('Resume', { exact: true });

  await file.setInputFiles(path.join(fixtures, 'resume.pdf'));
  await expect(resume).toHaveValue(/Jordan Example - Senior Data Engineer\s+Built streaming pipelines in Kafka and Flink\./);
  await file.setInputFiles(path.join(fixtures, 'resume.docx'));
  await expect(resume).toHaveValue(/Riley Sample - Product Designer\s+Led the redesign of a checkout flow/);
  await file.setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(errorAlert(dialog)).toHaveText('Please upload your resume as a PDF or Word (.docx) file.');
  await file.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
  await expect(errorAlert(dialog)).toHaveText('Please upload your resume as a PDF or Word (.docx) file.');
});
