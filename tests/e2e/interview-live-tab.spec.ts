// The full pipeline against the real ws-server with the offline engines (Moonshine, talking points):
// the practice tab shared by title (MACHINE-NOTES.md) → questions appear (content words) → Space →
// an answer streams under 'AI Response:' → Stop.
import { shot } from './screens';
import { expect, test } from '@playwright/test';
import { tabCaptureUse, onboardedUser, spaceForAnswer } from './interview-live-helpers';

const TITLE = 'Cuecard Practice Interview';

test.use(tabCaptureUse(TITLE));

test('sharing the practice tab: questions appear, Space streams an answer, Stop', async ({ page, context }) => {
  test.setTimeout(180_000);
  const practice = await context.newPage();
  await practice.goto('/practice-interview');
  await onboardedUser(page, 'live-tab');
  await page.getByRole('radio', { name: 'Browser tab' }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  // "Tell me about yourself." / "Why do you want to work for our company?": content words, not exact text.
  await expect(page.getByTestId('question-list')).toContainText(/yourself|work|company/i, { timeout: 90_000 });
  await expect(page.locator('[data-health]')).toHaveAttribute('data-health', 'healthy');
  await spaceForAnswer(page);
  await shot(page, 'test-results/screens/interview-live-tab-1440.png');
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
});
