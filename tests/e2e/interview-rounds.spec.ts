// "What you told them" in the browser, against the real ws-server on the offline engines: a
// candidate with an application (its interview tomorrow, so it is the default at Start) and a
// story for it holds two interviews. In the first, Chromium's fake microphone asks (a flite WAV)
// a question the story answers; Space shows the offline answer, which lays the story out. At the
// second Start the story is listed as already told, "Told on <Mon D>, round 1", and the second
// interview's answer says the same under the story among its sources.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../lib/dev-defaults';
import { adminClient, createUser, EMULATOR_URL, PASSWORD, signInAt, uniqueEmail } from './auth-helpers';
import { BASE_ARGS, skipPreflight, writeFliteQuestionWav } from './interview-live-helpers';
import { shot } from './screens';

const MIC_WAV = path.resolve('test-results/interview-rounds/mic-question.wav');
const SHOTS = 'test-results/screens';
const TOLD = /^Told on [A-Z][a-z]{2} \d{1,2}, round 1$/;

const STORY = {
  title: 'Resolving a conflict with a coworker over code reviews',
  situation: 'A senior coworker and I disagreed about blocking reviews on the payments team.',
  task: 'I had to keep the release on schedule without damaging the working relationship.',
  action: 'I asked for a one-to-one, listened to his concerns and proposed a shared review checklist.',
  result: 'Review time fell from three days to one and we co-presented the checklist to the team.',
  tags: ['conflict', 'collaboration', 'communication'],
  figures: 'review time from 3 days to 1 day',
};

writeFliteQuestionWav(MIC_WAV, 'Tell me about a time you had a conflict with a coworker and how you resolved it.');

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${MIC_WAV}`] },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

/** The application and the story linked to it, written as the user through row-level security, as /prep does. */
async function seedAsUser(email: string, userId: string): Promise<void> {
  const user = createClient(EMULATOR_URL, DEV_PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await user.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(error.message);
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
  const { data: app } = await user.from('job_application').insert({ profile_id: userId, company: 'Acme', role: 'Staff engineer', interview_at: tomorrow }).select('id').single().throwOnError();
  const { data: story } = await user.from('story').insert({ profile_id: userId, ...STORY }).select('id').single().throwOnError();
  await user.from('story_application').insert({ story_id: story!.id, application_id: app!.id, profile_id: userId }).throwOnError();
}

/** Start, hear the question, Space: the answer that tells the story (the newest, listed first), finished. */
async function interview(page: Page, answersBefore: number) {
  const heard = page.getByTestId('question-list').locator('li').filter({ hasText: /conflict|coworker/i });
  const heardBefore = await heard.count();
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => heard.count(), { timeout: 60_000 }).toBeGreaterThan(heardBefore);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('answer')).toHaveCount(answersBefore + 1, { timeout: 30_000 });
  const answer = page.getByTestId('answer').first();
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(answer.getByTestId('answer-source').first()).toContainText(`Story: ${STORY.title}`);
  return answer;
}

test('a story told in the first interview for an application is listed as told at the second’s Start and under its source', async ({ page }) => {
  test.setTimeout(240_000);
  await skipPreflight(page);
  const email = uniqueEmail('rounds');
  const userId = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', userId).throwOnError();
  await seedAsUser(email, userId);
  await signInAt(page, email, '/interview');
  await page.waitForURL('**/interview');
  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await expect(page.getByLabel('Application')).toHaveValue(/[0-9a-f-]{36}/);
  // Nothing told yet: no list at the first Start.
  await expect(page.getByTestId('told-at-start')).toHaveCount(0);

  const first = await interview(page, 0);
  await expect(first.getByTestId('told-mark')).toHaveCount(0);
  await page.getByRole('button', { name: 'Stop Interview' }).click();

  // The second Start: the story is listed under "Already told to Acme", with its round.
  const told = page.getByTestId('told-at-start');
  await expect(told).toBeVisible({ timeout: 20_000 });
  await expect(told.getByRole('heading', { name: 'Already told to Acme' })).toBeVisible();
  await expect(told.getByTestId('told-story')).toContainText(STORY.title);
  await expect(told.getByTestId('told-mark')).toHaveText(TOLD);
  const axe = await new AxeBuilder({ page }).include('[data-testid="told-at-start"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await shot(told, `${SHOTS}/told-at-start-1440.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await told.scrollIntoViewIfNeeded();
  await shot(told, `${SHOTS}/told-at-start-390.png`);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The second interview's answer says where its story was told.
  const second = await interview(page, await page.getByTestId('answer').count());
  const source = second.getByTestId('answer-source').filter({ hasText: STORY.title });
  await expect(source.getByTestId('told-mark')).toHaveText(TOLD);
  await shot(second, `${SHOTS}/told-source-1440.png`);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
});
