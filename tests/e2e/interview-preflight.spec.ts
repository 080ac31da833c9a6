// The pre-flight audio check: it opens before a browser's first Start (and from "Check audio"),
// shows live level meters and the microphone picker, gives plain guidance when no tab is
// shared, never blocks ("Continue anyway"), hands the shared tab to the session (no second
// picker) and uses the chosen microphone; passes axe. Scripted protocol v1 server; Chromium's
// fake microphone and the practice tab auto-selected by its title.
import { shot } from './screens';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MockInterviewServer } from '../fixtures/interview/mock-interview-server';
import { adminClient, createUser, expectAccessible, signInAt, uniqueEmail } from './auth-helpers';
import { BASE_ARGS } from './interview-live-helpers';

const TITLE = 'Cuecard Practice Interview';

test.use({
  // Playwright's headless mode mutes audio (the tab would be silent): Chromium's new headless instead.
  headless: false,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...BASE_ARGS, '--headless=new', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required', `--auto-select-tab-capture-source-by-title=${TITLE}`],
  },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

/** A new onboarded user whose browser has never run the check, with media requests recorded. */
async function freshBrowserUser(page: Page, tag: string): Promise<void> {
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const calls = { display: 0, user: [] as string[] };
    (window as unknown as { __media: typeof calls }).__media = calls;
    if (!media) return;
    const display = media.getDisplayMedia.bind(media);
    const user = media.getUserMedia.bind(media);
    media.getDisplayMedia = (options) => {
      calls.display += 1;
      return display(options);
    };
    media.getUserMedia = (constraints) => {
      calls.user.push(JSON.stringify(constraints ?? {}));
      return user(constraints);
    };
  });
  const email = uniqueEmail(tag);
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  await signInAt(page, email, '/interview');
  await page.waitForURL('**/interview');
}

const mediaCalls = (page: Page) => page.evaluate(() => (window as unknown as { __media: { display: number; user: string[] } }).__media);

test('first Start opens the check: microphone meter and picker, axe, the chosen microphone is used, and it is remembered', async ({ page }) => {
  const server = new MockInterviewServer();
  await server.install(page);
  await freshBrowserUser(page, 'iv-preflight-mic');
  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();

  const dialog = page.getByRole('dialog', { name: 'Check your audio' });
  await expect(dialog).toBeVisible();
  expect(server.connected).toBe(false);
  await expect(dialog.getByTestId('preflight-mic-status')).toHaveText('On');
  // Only the microphone is checked for the microphone source.
  await expect(dialog.getByRole('meter', { name: 'Interview tab level' })).toHaveCount(0);
  const meter = dialog.getByRole('meter', { name: 'Microphone level' });
  // Chromium's fake microphone beeps: the meter moves.
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);

  const picker = dialog.getByLabel('Microphone', { exact: true });
  await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
  const options = await picker.locator('option').evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
  expect(options[0]).toEqual({ value: '', label: 'System default' });
  const chosen = options[options.length - 1];
  expect(chosen.label).not.toBe('');
  await picker.selectOption(chosen.value);
  await expect(dialog.getByTestId('preflight-mic-status')).toHaveText('On');

  await expectAccessible(page);
  fs.mkdirSync('test-results/screens', { recursive: true });
  await shot(page, 'test-results/screens/interview-preflight-mic-1440.png', { fullPage: false });

  const checkCalls = (await mediaCalls(page)).user.length;
  await dialog.getByRole('button', { name: 'Start interview' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible();
  await expect.poll(() => server.hello !== null).toBe(true);
  // The session's own getUserMedia asked for the device picked in the check.
  const sessionCalls = (await mediaCalls(page)).user.slice(checkCalls);
  expect(sessionCalls).toHaveLength(1);
  expect(JSON.parse(sessionCalls[0]).audio.deviceId).toBe(chosen.value);
  await page.getByRole('button', { name: 'Stop Interview' }).click();

  // Remembered for this browser: the next Start goes straight to the session.
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('no tab shared: plain guidance and "Continue anyway"; sharing in the check hands the tab to the session', async ({ page, context }) => {
  test.setTimeout(90_000);
  const practice = await context.newPage();
  await practice.goto('/practice-interview');
  await expect(practice).toHaveTitle(TITLE);
  const server = new MockInterviewServer();
  await server.install(page);
  await freshBrowserUser(page, 'iv-preflight-tab');
  await page.getByRole('radio', { name: 'Browser tab' }).check({ force: true });

  await page.getByRole('button', { name: 'Start Interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check your audio' });
  await expect(dialog.getByTestId('preflight-tab-status')).toHaveText('Not shared yet');
  await expect(dialog.locator('[data-guidance="tab_not_shared"]')).toContainText('No tab is shared yet.');
  await expect(dialog.getByRole('meter', { name: 'Microphone level' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'test-results/screens/interview-preflight-no-tab-1440.png', { fullPage: false });
  // Never blocks: going on without a check asks for the tab the usual way.
  await dialog.getByRole('button', { name: 'Continue anyway' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => server.paths).toEqual(['/tab']);
  expect((await mediaCalls(page)).display).toBe(1);
  await page.getByRole('button', { name: 'Stop Interview' }).click();

  // "Check audio": share the tab inside the check, hear it, then start without a second picker.
  await page.getByRole('button', { name: 'Check audio' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Share the interview tab' }).click();
  await expect(dialog.getByTestId('preflight-tab-status')).toHaveText('Shared', { timeout: 20_000 });
  const meter = dialog.getByRole('meter', { name: 'Interview tab level' });
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(10);
  await expect(dialog.getByTestId('preflight-guidance')).toHaveCount(0);
  await shot(page, 'test-results/screens/interview-preflight-tab-1440.png', { fullPage: false });
  await dialog.getByRole('button', { name: 'Start interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => server.paths).toEqual(['/tab', '/tab']);
  expect((await mediaCalls(page)).display).toBe(2);
  await expect.poll(() => Math.max(0, ...server.frameRms), { timeout: 20_000 }).toBeGreaterThan(300);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
});
