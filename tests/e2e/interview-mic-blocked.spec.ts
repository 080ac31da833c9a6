// "Tab + microphone" with the microphone blocked: Chromium's fake microphone exists, but the
// permission is not granted, so the prompt is refused as when a candidate clicks "Block".
// Start goes on with the tab alone (a /tab session), says how to allow the microphone, and
// shows no browser error text. Scripted protocol v1 server; the practice tab shared by title.
import { shot } from './screens';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { MockInterviewServer } from '../fixtures/interview/mock-interview-server';
import { skipPreflight } from './interview-live-helpers';
import { micRequests, openPractice, RAW_BROWSER_TEXT, signedInUser, TAB_CAPTURE_ARGS } from './interview-mic-helpers';

test.use({
  headless: false,
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...TAB_CAPTURE_ARGS, '--use-fake-device-for-media-stream'] },
  viewport: { width: 1280, height: 800 },
});

test('microphone blocked: Start goes on with the tab alone and says how to allow the microphone', async ({ page, context }) => {
  test.setTimeout(180_000);
  await openPractice(await context.newPage());
  const server = new MockInterviewServer();
  await server.install(page);
  await skipPreflight(page);
  await signedInUser(page, 'iv-mic-blocked');
  await expect(page.getByRole('radio', { name: 'Tab + microphone' })).toBeChecked();

  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => server.paths).toEqual(['/tab']);
  expect(await micRequests(page)).toBe(1);
  const notice = page.getByTestId('mic-fallback');
  await expect(notice).toContainText("Microphone blocked: Cuecard hears the interviewer only, and your own words won't be in the debrief");
  await expect(notice).toContainText('address bar');
  await expect.poll(() => Math.max(0, ...server.frameRms), { timeout: 20_000 }).toBeGreaterThan(300);
  await expect(page.locator('body')).not.toContainText(RAW_BROWSER_TEXT);
  fs.mkdirSync('test-results/screens', { recursive: true });
  await shot(page, 'test-results/screens/interview-mic-blocked-1280.png', { fullPage: false });
  await page.getByRole('button', { name: 'Stop Interview' }).click();
});
