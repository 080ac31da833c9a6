// "Practise these" and "Save as story" from a debrief: the debrief's questions become a practice
// round (asked in order, on Chromium's fake microphone), and a turn's answer opens the story form
// prefilled, which saves a story the user owns.
import { shot } from './screens';
import { expect, test, type Page } from '@playwright/test';
import { adminClient, expectAccessible } from './auth-helpers';
import { BASE_ARGS, onboardedUser } from './interview-live-helpers';

const Q1 = 'Tell me about a time you improved the performance of a system.';
const Q2 = 'How would you design a rate limiter for a public API?';
const SUGGESTED = [
  '- **Situation:** Our checkout service timed out during sales.',
  '- **Task:** Find the cause before Black Friday.',
  '- **Action:** I profiled it with Datadog and added a connection pool.',
  '- **Result:** p95 latency dropped from 2 seconds to 300 milliseconds.',
].join('\n');

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
  permissions: ['microphone'],
});

/** A finished live interview with the given questions (a repeat of the first at the end), answered by the suggested answer. */
async function seedInterview(profileId: string, questions: string[]): Promise<string> {
  const { data: session, error } = await adminClient()
    .from('interview_session')
    .insert({ profile_id: profileId, kind: 'live', source: 'mic', mode: 'manual', started_at: '2026-11-20T14:00:00Z', ended_at: '2026-11-20T14:10:00Z' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const rows = [...questions, questions[0]].map((question, i) => ({
    session_id: session.id,
    profile_id: profileId,
    question,
    answer: SUGGESTED,
    answer_engine: 'offline',
    status: 'complete',
    question_at: `2026-11-20T14:0${i + 1}:00Z`,
  }));
  const { error: turnError } = await adminClient().from('interview_turn').insert(rows);
  if (turnError) throw new Error(turnError.message);
  return session.id as string;
}

async function shootAt(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await shot(page, `test-results/screens/${name}-${width}.png`, { fullPage: false });
}

test('Practise these: a debrief with two questions starts a practice round asking them in order', async ({ page }) => {
  test.setTimeout(120_000);
  const userId = await onboardedUser(page, 'practise-these');
  const sessionId = await seedInterview(userId, [Q1, Q2]);

  await page.goto(`/history/${sessionId}`);
  await page.getByRole('link', { name: 'Practise these' }).click();
  await page.waitForURL(`**/practice?from=session&session=${sessionId}`);
  await expect(page.getByTestId('given-questions-heading')).toHaveText('Practising 2 questions from your interview');
  await expect(page.getByTestId('given-questions').getByRole('listitem')).toHaveText([Q1, Q2]);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start practice' }).click();
  await expect(page.getByTestId('practice-question')).toHaveText(Q1, { timeout: 30_000 });
  await expect(page.getByText('Question 1 of 2', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'End practice' }).click();
  await page.waitForURL(/\/history\/[0-9a-f-]{36}$/, { timeout: 30_000 });

  // The practice session asked the first question and no other.
  const { data: practice } = await adminClient().from('interview_session').select('id').eq('profile_id', userId).eq('kind', 'practice').single();
  const { data: planned } = await adminClient().from('interview_session').select('practice_plan').eq('id', practice!.id).single();
  expect((planned!.practice_plan as { text: string }[]).map((q) => q.text)).toEqual([Q1, Q2]);
});

test('Save as story from a debrief turn opens the story form prefilled and saves the story', async ({ page }) => {
  test.setTimeout(90_000);
  const userId = await onboardedUser(page, 'save-story');
  const sessionId = await seedInterview(userId, [Q1]);

  await page.goto(`/history/${sessionId}`);
  await page.getByTestId('debrief-turn').first().getByRole('button', { name: 'Save as story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as story' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Performance of a system');
  await expect(dialog.getByLabel('Situation')).toHaveValue('Our checkout service timed out during sales.');
  await expect(dialog.getByLabel('Task')).toHaveValue('Find the cause before Black Friday.');
  await expect(dialog.getByLabel('Action')).toHaveValue('I profiled it with Datadog and added a connection pool.');
  await expect(dialog.getByLabel('Result')).toHaveValue('p95 latency dropped from 2 seconds to 300 milliseconds.');
  await expect(dialog.getByLabel('Figures')).toHaveValue('p95 latency; 2 seconds; 300 milliseconds');
  await expectAccessible(page);
  await shootAt(page, 'save-story', 1280);
  await shootAt(page, 'save-story', 390);

  // Escape closes it without saving; the candidate edits before saving.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByTestId('debrief-turn').first().getByRole('button', { name: 'Save as story' }).click();
  await dialog.getByLabel('Title').fill('Checkout latency before Black Friday');
  await dialog.getByRole('button', { name: 'Save story' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('story-saved').first()).toContainText('Saved to your stories');
  await expect(page.getByTestId('story-saved').first().getByRole('link', { name: 'Open Prep' })).toHaveAttribute('href', '/prep');

  const { data: stories } = await adminClient().from('story').select('title, situation, result, profile_id').eq('profile_id', userId);
  expect(stories).toEqual([
    {
      title: 'Checkout latency before Black Friday',
      situation: 'Our checkout service timed out during sales.',
      result: 'p95 latency dropped from 2 seconds to 300 milliseconds.',
      profile_id: userId,
    },
  ]);
});
