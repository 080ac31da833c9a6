// The full pipeline against the real ws-server with the offline engines (pocketsphinx, talking points).
// Practice tab shared by title (MACHINE-NOTES.md) → questions appear (content words) → Space →
// an answer streams under 'AI Response:' → Stop; then the same with the microphone source fed a
// flite WAV through Chromium's fake capture device.
import { expect, test, type Page } from '@playwright/test';
import { adminClient, createUser, signInWithForm, uniqueEmail } from './auth-helpers';

const TITLE = 'Cuecard Practice Interview';
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];


async function onboardedUser(page: Page, tag: string): Promise<void> {
  const email = uniqueEmail(tag);
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  await signInWithForm(page, email);
  await page.waitForURL('**/interview');
}

async function spaceForAnswer(page: Page): Promise<void> {
  await page.keyboard.press('Space');
  const answer = page.getByTestId('answer').first();
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  expect(((await answer.textContent()) ?? '').length).toBeGreaterThan(20);
}

test.use({
  headless: false,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...BASE_ARGS, '--headless=new', '--autoplay-policy=no-user-gesture-required', `--auto-select-tab-capture-source-by-title=${TITLE}`],
  },
  viewport: { width: 1440, height: 900 },
});

test('sharing the practice tab: questions appear, Space streams an answer, Stop', async ({ page, context }) => {
  test.setTimeout(180_000);
  const practice = await context.newPage();
  await practice.goto('/practice-interview');
  await onboardedUser(page, 'live-tab');
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  // "Tell me about yourself." / "Why do you want to work for our company?": content words, not exact text.
  await expect(page.getByTestId('question-list')).toContainText(/yourself|work|company/i, { timeout: 90_000 });
  await expect(page.locator('[data-health]')).toHaveAttribute('data-health', 'healthy');
  await spaceForAnswer(page);
  await page.screenshot({ path: 'test-results/screens/interview-live-tab-1440.png', fullPage: true });
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
});
