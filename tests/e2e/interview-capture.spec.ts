// Tab-audio capture in Debian's Chromium, as MACHINE-NOTES.md describes: the practice interview
// plays in its own tab (known <title>), Chromium auto-selects it for getDisplayMedia, and the
// AudioWorklet's 100 ms frames reach the socket (scripted server, routeWebSocket). Closing the
// shared tab ends the session.
import { shot } from './screens';
import { expect, test } from '@playwright/test';
import { MockInterviewServer } from '../fixtures/interview/mock-interview-server';
import { adminClient, createUser, signInAt, uniqueEmail } from './auth-helpers';
import { skipPreflight } from './interview-live-helpers';

const TITLE = 'Cuecard Practice Interview';
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

test.use({
  // Playwright's own headless mode adds --mute-audio (tab audio is then zeros): run "headed"
  // with Chromium's new headless mode instead. Never --use-fake-ui-for-media-stream here.
  headless: false,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...BASE_ARGS, '--headless=new', '--autoplay-policy=no-user-gesture-required', `--auto-select-tab-capture-source-by-title=${TITLE}`],
  },
  viewport: { width: 1440, height: 900 },
});

test('sharing the practice interview tab sends 16 kHz PCM frames of its speech; closing the tab stops', async ({ page, context }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('iv-capture');
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);

  const practice = await context.newPage();
  await practice.goto('/practice-interview');
  await expect(practice).toHaveTitle(TITLE);
  await expect.poll(() => practice.getByTestId('practice-video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 15_000 }).toBe(true);

  const server = new MockInterviewServer();
  await server.install(page);
  await skipPreflight(page);
  await signInAt(page, email, '/interview');
  await page.waitForURL('**/interview');
  // Tab + microphone is the default where both can be captured; this spec is about the tab alone.
  await expect(page.getByRole('radio', { name: 'Tab + microphone' })).toBeChecked();
  await page.getByRole('radio', { name: 'Browser tab' }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  // A wrong title makes getDisplayMedia wait forever: bounded here.
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => server.paths).toEqual(['/tab']);
  await expect.poll(() => page.getByTestId('video-preview').locator('video').evaluate((v: HTMLVideoElement) => v.srcObject !== null && v.videoWidth > 0), { timeout: 10_000 }).toBe(true);

  // The intro and first question are speech: some frames must be far from silence.
  await expect.poll(() => Math.max(0, ...server.frameRms), { timeout: 20_000 }).toBeGreaterThan(300);
  expect(new Set(server.frameSizes)).toEqual(new Set([3200]));
  await shot(page, 'test-results/screens/interview-sharing-1440.png', { fullPage: false });

  await practice.close();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Waiting for your interview to be shared')).toBeVisible();
});
