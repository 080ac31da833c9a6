// The pop-out answer window: "Pop out" opens a Document Picture-in-Picture window (a new page
// of the browser context) that follows the running session: the latest question, the streamed
// Markdown answer, Space from inside it, Stop; it closes when the session stops. Where the API
// is missing, the user is told and gets an ordinary popup with the same content, which closes
// with the main tab. Scripted protocol v1 server, Chromium's fake microphone.
import { shot } from './screens';
import fs from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MockInterviewServer } from '../fixtures/interview/mock-interview-server';
import { BASE_ARGS, onboardedUser } from './interview-live-helpers';

test.use({
  // Chromium's new headless mode has Document Picture-in-Picture; Playwright's own headless shell may not.
  headless: false,
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--headless=new', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'] },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

const QUESTION = 'Tell me about a time you led a project under a tight deadline.';

async function startWithMic(page: Page, server: MockInterviewServer): Promise<void> {
  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible();
  await expect.poll(() => server.hello !== null).toBe(true);
}

/** A running session (microphone, scripted server) and its pop-out window. */
async function sessionWithPopOut(page: Page, context: BrowserContext, tag: string): Promise<{ server: MockInterviewServer; pop: Page }> {
  const server = new MockInterviewServer();
  await server.install(page);
  await onboardedUser(page, tag);
  await startWithMic(page, server);
  const popped = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Pop out' }).click();
  return { server, pop: await popped };
}

test('Pop out: an always-on-top window follows the session, Space there answers, Stop closes it', async ({ page, context }) => {
  const server = new MockInterviewServer();
  await server.install(page);
  await onboardedUser(page, 'iv-popout');
  await expect(page.getByRole('button', { name: 'Pop out' })).toHaveCount(0);
  await startWithMic(page, server);

  const popped = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Pop out' }).click();
  const pop = await popped;
  await expect(pop.getByTestId('pop-out')).toBeVisible();
  // It is the picture-in-picture window, not a popup, and the page said nothing about a fallback.
  expect(await page.evaluate(() => (window as Window & { documentPictureInPicture?: { window: Window | null } }).documentPictureInPicture?.window != null)).toBe(true);
  await expect(page.getByText("Your browser can't keep a window on top")).toHaveCount(0);
  await expect(pop).toHaveTitle('Cuecard AI answers');
  await expect(pop.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible();
  await expect(pop.getByTestId('pop-out-credits')).toHaveText('28 minutes left');
  await expect(pop.locator('[data-health]')).toHaveAttribute('data-health', 'warning');

  server.transcript('u1', QUESTION, true);
  await expect(pop.getByTestId('pop-out-question')).toHaveText(QUESTION);
  await expect(pop.locator('[data-health]')).toHaveAttribute('data-health', 'healthy');

  await pop.keyboard.press('Space');
  await expect.poll(() => server.triggers().map((t) => t.question)).toEqual([QUESTION]);
  server.answerChunk('a1', 'm1', 'I led the **payments** migration in six weeks.\n\n- Cut the scope to', false);
  const answer = pop.getByTestId('pop-out-answer');
  await expect(answer.locator('strong')).toHaveText('payments');
  await expect(answer).toHaveAttribute('aria-busy', 'true');
  server.answerChunk('a1', 'm1', ' what mattered\n- Shipped <img src=x onerror=alert(1)> weekly', false);
  server.answerChunk('a1', 'm1', '', true, { latency_ms: 420 });
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer.locator('li')).toHaveCount(2);
  // The same sanitised rendering as the main screen: no live markup from the model.
  await expect(answer.locator('img')).toHaveCount(0);
  await expect(page.getByTestId('answer').first()).toContainText('I led the payments migration');

  // Readable at the window's own size: nothing wider than 360 px, and the answer in view.
  await pop.setViewportSize({ width: 360, height: 480 });
  expect(await pop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(answer).toBeInViewport();
  fs.mkdirSync('test-results/screens', { recursive: true });
  await shot(pop, 'test-results/screens/interview-pop-out-360.png', { fullPage: false });
  await shot(page, 'test-results/screens/interview-pop-out-main-1440.png', { fullPage: false });

  // Stop in the main tab closes the window.
  const closed = pop.waitForEvent('close');
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await closed;
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
});

test('the pop-out labels the offline answer shown while the model is slow, then the model’s answer in its place', async ({ page, context }) => {
  const { server, pop } = await sessionWithPopOut(page, context, 'iv-popout-slow');
  server.transcript('u1', QUESTION, true);
  await expect(pop.getByTestId('pop-out-question')).toHaveText(QUESTION);
  await pop.keyboard.press('Space');
  await expect.poll(() => server.triggers().length).toBe(1);

  server.answerChunk('a1', 'm1', '**Offline talking points**\n\n- Led the payments migration.', false, { source: 'offline', fallback: true, question: QUESTION });
  const answer = pop.getByTestId('pop-out-answer');
  await expect(answer.getByTestId('answer-origin')).toHaveText('Offline answer while the model is slow: talking points from your resume and job description');
  await pop.setViewportSize({ width: 360, height: 480 });
  await shot(pop, 'test-results/screens/interview-pop-out-offline-while-slow-360.png', { fullPage: false });
  server.answerChunk('a1', 'm1', 'I led the payments migration in six weeks.', false, { replaces: true });
  server.answerChunk('a1', 'm1', '', true, { latency_ms: 2500 });
  await expect(answer.getByTestId('answer-origin')).toHaveText("The model's answer, in place of the offline one");
  await expect(answer).toContainText('I led the payments migration in six weeks.');
  await expect(answer).not.toContainText('Offline talking points');
  expect(await pop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(pop, 'test-results/screens/interview-pop-out-model-replaced-360.png', { fullPage: false });
  await page.getByRole('button', { name: 'Stop Interview' }).click();
});

test('Stop inside the pop-out stops the session and closes the window', async ({ page, context }) => {
  const { pop } = await sessionWithPopOut(page, context, 'iv-popout-stop');
  const closed = pop.waitForEvent('close');
  // The window this button is in closes as it is pressed; a click may then report the page gone
  // before it returns. The window's close is the proof that it was pressed.
  await pop
    .getByRole('button', { name: 'Stop Interview' })
    .click()
    .catch((err: Error) => {
      if (!/closed/.test(err.message)) throw err;
    });
  await closed;
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
});

test('the transcription route notices show on the screen and in the pop-out, the newest in place of the one before', async ({ page, context }) => {
  const { server, pop } = await sessionWithPopOut(page, context, 'iv-popout-route');
  await expect(pop.getByTestId('pop-out')).toBeVisible();

  const fallback = 'Cloud transcription is down; Cuecard switched to offline recognition (English)';
  server.send({ type: 'notice', code: 'stt_fallback', message: fallback });
  await expect(page.getByTestId('server-notice')).toHaveText(fallback);
  await expect(pop.getByTestId('pop-out-notice')).toHaveText(fallback);
  await shot(pop, 'test-results/screens/interview-pop-out-stt-fallback-360.png', { fullPage: false });
  await shot(page, 'test-results/screens/interview-stt-fallback-1440.png', { fullPage: false });
  server.send({ type: 'notice', code: 'stt_restored', message: 'Cloud transcription is back.' });
  await expect(page.getByTestId('server-notice')).toHaveText('Cloud transcription is back.');
  await expect(pop.getByTestId('pop-out-notice')).toHaveText('Cloud transcription is back.');
});

test('without Document Picture-in-Picture: says so, opens a normal popup with the same content, closes with the main tab', async ({ page, context }) => {
  await page.addInitScript(() => {
    // Firefox and Safari have no documentPictureInPicture at all.
    delete (window as unknown as Record<string, unknown>).documentPictureInPicture;
    if ('documentPictureInPicture' in window) Object.defineProperty(window, 'documentPictureInPicture', { value: undefined, configurable: true });
  });
  const server = new MockInterviewServer();
  await server.install(page);
  await onboardedUser(page, 'iv-popout-fallback');
  await startWithMic(page, server);

  const popped = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Pop out' }).click();
  const pop = await popped;
  await expect(page.getByText("Your browser can't keep a window on top; opening a normal window instead.")).toBeVisible();
  await expect(pop.getByTestId('pop-out')).toBeVisible();
  server.transcript('u1', QUESTION, true);
  await expect(pop.getByTestId('pop-out-question')).toHaveText(QUESTION);
  await pop.keyboard.press('Space');
  await expect.poll(() => server.triggers().length).toBe(1);
  server.answerChunk('a1', 'm1', 'A **popup** answer.', true);
  await expect(pop.getByTestId('pop-out-answer').locator('strong')).toHaveText('popup');

  const closed = pop.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
});
