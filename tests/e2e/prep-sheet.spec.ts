// /prep/<id>/sheet: an application's prep sheet (likely questions with the story that fits or
// "no story yet", questions to ask the employer, notes), its PDF download and its "Practise
// these" link; another user's sheet and PDF are a 404.
import { shot } from './screens';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../lib/dev-defaults';
import { EMULATOR_URL, PASSWORD, adminClient, createUser, expectAccessible, signInAt, uniqueEmail } from './auth-helpers';

const JD = `Senior Data Engineer. Design and run batch and streaming data pipelines (Airflow, Spark, Kafka) into our
Snowflake warehouse; own data quality and schema changes; work with analysts. Python, SQL, dbt.`;
const STORY = {
  title: 'Nightly pipeline rebuild',
  situation: 'Our nightly batch pipeline into the warehouse failed twice a week and analysts got stale dashboards.',
  task: 'Make the batch pipeline reliable before quarter end.',
  action: 'I rebuilt it in Airflow with data quality checks on every load and alerts when a check failed.',
  result: 'Failures dropped from two a week to one a quarter.',
  tags: ['pipeline', 'data quality'],
  figures: 'two failures a week to one a quarter',
};

/** Writes the rows as the user, through the same REST API and row-level security the app uses. */
async function seedAsUser(email: string, profileId: string) {
  const client = createClient(EMULATOR_URL, DEV_PUBLISHABLE_KEY, { auth: { persistSession: false } });
  const { error: signInError } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signInError) throw new Error(signInError.message);
  const { data, error } = await client
    .from('job_application')
    .insert({ profile_id: profileId, company: 'Acme Analytics', role: 'Senior Data Engineer', job_description: JD, interview_at: '2026-12-01T14:00:00Z', round: 'Onsite', notes: 'Ask about the on-call rota.' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const { error: storyError } = await client.from('story').insert({ profile_id: profileId, ...STORY });
  if (storyError) throw new Error(storyError.message);
  return data.id as string;
}

test('a prep sheet shows its sections, opens a story, downloads its PDF, and is private', async ({ page }) => {
  // Two axe runs, two widths and a server-made PDF on a shared machine.
  test.setTimeout(180_000);
  const email = uniqueEmail('prep-sheet');
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  const applicationId = await seedAsUser(email, id);
  const strangerEmail = uniqueEmail('prep-sheet-other');
  const stranger = await createUser(strangerEmail, { onboarded: true });
  const strangerApplication = await seedAsUser(strangerEmail, stranger);

  await signInAt(page, email, `/prep/${applicationId}/sheet`);

  await expect(page.getByRole('heading', { level: 1, name: 'Prep sheet' })).toBeVisible();
  await expect(page.getByText('Senior Data Engineer at Acme Analytics')).toBeVisible();
  const headings = ['Likely questions', 'Questions to ask the employer', 'Notes'].map((name) => page.getByRole('heading', { level: 2, name }));
  const tops = [];
  for (const h of headings) tops.push((await h.boundingBox())!.y);
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);

  const questions = page.getByTestId('prep-sheet-question');
  await expect(questions).toHaveCount(8);
  const withStory = questions.filter({ has: page.getByTestId('prep-sheet-story') });
  await expect(withStory.first()).toContainText(STORY.title);
  await expect(withStory.first().getByText(STORY.action)).toBeHidden();
  await withStory.first().getByText(STORY.title).click();
  await expect(withStory.first().getByText(STORY.action)).toBeVisible();
  const withoutStory = page.getByTestId('prep-sheet-no-story');
  await expect(withoutStory.first()).toContainText('no story yet');
  await expect(withoutStory.first().getByRole('link', { name: 'Write one' })).toHaveAttribute('href', '/prep');
  await expect(page.getByTestId('prep-sheet-ask').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText('Ask about the on-call rota.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Practise these' })).toHaveAttribute('href', `/practice?application=${applicationId}&from=sheet`);
  await expectAccessible(page);

  fs.mkdirSync('test-results/screens', { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'test-results/screens/prep-sheet-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'test-results/screens/prep-sheet-390.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('prep-sheet-senior-data-engineer-at-acme-analytics.pdf');
  const bytes = fs.readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.byteLength).toBeGreaterThan(3_000);
  fs.copyFileSync((await pdf.path())!, 'test-results/screens/prep-sheet.pdf');

  const other = await page.goto(`/prep/${strangerApplication}/sheet`);
  expect(other?.status()).toBe(404);
  await expect(page.getByText('Ask about the on-call rota.')).toHaveCount(0);
  expect((await page.request.get(`/api/prep/${strangerApplication}/pdf`)).status()).toBe(404);
  expect((await page.request.get('/api/prep/not-an-application/pdf')).status()).toBe(404);
});
