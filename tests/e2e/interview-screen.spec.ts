// The /interview workspace against a scripted protocol v1 server
// (tests/fixtures/interview/mock-interview-server.ts) and Chromium's fake microphone: layout,
// the preview overlay, the divider, questions, Space, streamed Markdown answers rendered inert,
// Clear / Clear All, audio health, credits, a server draining for a deploy, desktop-only refusal,
// the credit modals and axe.
import { shot } from './screens';
import fs from 'node:fs';
import { devices, expect, test, type Page } from '@playwright/test';
import { MockInterviewServer } from '../fixtures/interview/mock-interview-server';
import { adminClient, createUser, expectAccessible, signInAt, uniqueEmail } from './auth-helpers';
import { skipPreflight } from './interview-live-helpers';

const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'] },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

async function signedInUser(page: Page, tag: string, profile: Record<string, unknown> = {}): Promise<string> {
  const email = uniqueEmail(tag);
  const id = await createUser(email, { onboarded: true });
  const { error } = await adminClient().from('profile').update({ guided_onboarded: true, ...profile }).eq('id', id);
  if (error) throw new Error(error.message);
  await skipPreflight(page);
  await signInAt(page, email, '/interview');
  await page.waitForURL('**/interview');
  return id;
}

async function startWithMic(page: Page, server: MockInterviewServer): Promise<void> {
  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible();
  await expect.poll(() => server.hello !== null).toBe(true);
}

test.describe('interview screen', () => {
  test('shows the workspace, the 2 s preview overlay, and passes axe', async ({ page }) => {
    await signedInUser(page, 'iv-layout');
    await expect(page.getByRole('heading', { name: 'AI Generated Response' })).toBeVisible();
    await expect(page.getByText('Waiting for your interview to be shared')).toBeVisible();
    await expect(page.getByText('Start your interview and share the tab to see your video here')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Interview' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Clear', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All' })).toBeVisible();
    await expect(page.getByText('AI Response:')).toBeVisible();
    await expect(page.getByTestId('credits-readout')).toContainText('0 of 30 minutes used');

    const box = await page.getByTestId('left-panel').boundingBox();
    const workspace = await page.getByTestId('left-panel').evaluate((el) => el.parentElement!.getBoundingClientRect().width - 32);
    expect(Math.abs(box!.width / workspace - 0.3)).toBeLessThan(0.02);

    await page.getByTestId('video-preview').click();
    const overlay = page.getByText('Video preview only. Use the window with your interview for controls.');
    await expect(overlay).toBeVisible();
    const shownAt = Date.now();
    await expect(overlay).toBeHidden({ timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);

    await expectAccessible(page);
    fs.mkdirSync('test-results/screens', { recursive: true });
    await shot(page, 'test-results/screens/interview-idle-1440.png');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { name: 'AI Response', exact: true })).toBeVisible();
    await shot(page, 'test-results/screens/interview-idle-375.png');
  });

  test('the divider moves with the keyboard and is remembered', async ({ page }) => {
    await signedInUser(page, 'iv-divider');
    const divider = page.getByRole('separator', { name: 'Resize the questions panel' });
    await expect(divider).toHaveAttribute('aria-valuenow', '30');
    const before = (await page.getByTestId('left-panel').boundingBox())!.width;
    await divider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(divider).toHaveAttribute('aria-valuenow', '40');
    expect((await page.getByTestId('left-panel').boundingBox())!.width).toBeGreaterThan(before + 50);
    await page.reload();
    await expect(page.getByRole('separator', { name: 'Resize the questions panel' })).toHaveAttribute('aria-valuenow', '40');
    // Dragging with the pointer.
    const d = (await page.getByTestId('panel-divider').boundingBox())!;
    await page.mouse.move(d.x + d.width / 2, d.y + d.height / 2);
    await page.mouse.down();
    await page.mouse.move(700, d.y + d.height / 2, { steps: 5 });
    await page.mouse.up();
    const now = Number(await divider.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThan(42);
  });

  test('questions appear, Space streams an answer rendered inert, Clear and Clear All work', async ({ page }) => {
    const server = new MockInterviewServer();
    await server.install(page);
    await signedInUser(page, 'iv-session');
    await startWithMic(page, server);
    expect(server.paths).toEqual(['/mic']);
    expect(server.hello).toMatchObject({ type: 'hello', mode: 'manual' });
    expect(typeof server.hello!.access_token).toBe('string');
    await expect(page.getByText('Press SPACE to generate AI response')).toBeVisible();
    await expect(page.locator('[data-health]')).toHaveAttribute('data-health', 'warning');
    await expect(page.getByText('Waiting for audio - Check video playback')).toBeVisible();

    // 100 ms frames of 16 kHz mono s16le.
    await expect.poll(() => server.frameSizes.length, { timeout: 10_000 }).toBeGreaterThan(5);
    expect(new Set(server.frameSizes)).toEqual(new Set([3200]));
    await expect(page.getByTestId('credits-readout')).toContainText('2 of 30 minutes used');

    server.transcript('u1', 'tell me about', false);
    await expect(page.getByTestId('question-list')).toContainText('tell me about');
    server.transcript('u1', 'Tell me about a time you led a project.', true);
    await expect(page.getByTestId('question-list')).toContainText('Tell me about a time you led a project.');
    await expect(page.locator('[data-health]')).toHaveAttribute('data-health', 'healthy');
    await expect(page.getByText('Audio detected - System healthy')).toBeVisible();

    // Focus is still on Stop Interview: Space must ask, not stop.
    await page.keyboard.press('Space');
    await expect.poll(() => server.triggers()).toEqual([{ type: 'trigger_response', question: 'Tell me about a time you led a project.' }]);
    await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible();

    server.answerChunk('a1', 'm1', '**Situation**: our release was late.\n\n', false, { question: 'Tell me about a time you led a project.' });
    server.answerChunk('a1', 'm1', 'Danger <script>window.__xss = 1</script> <img src=x onerror="window.__xss = 2"> [click](javascript:window.__xss=3)\n\n```js\nconst ok = true;\n', false);
    const answer = page.getByTestId('answer').first();
    await expect(answer.locator('strong')).toHaveText('Situation');
    await expect(answer).toHaveAttribute('aria-busy', 'true');
    fs.mkdirSync('test-results/screens', { recursive: true });
    await shot(page, 'test-results/screens/interview-mid-answer-1440.png');
    server.answerChunk('a1', 'm1', '```\n', true, { latency_ms: 640 });
    await expect(answer).toHaveAttribute('aria-busy', 'false');
    await expect(answer).toContainText('First words after 640 ms');
    await expect(answer.locator('pre code')).toHaveText('const ok = true;');
    await expect(answer).toContainText('<script>window.__xss = 1</script>');
    expect(await answer.locator('script, img, [onerror]').count()).toBe(0);
    expect(await answer.locator('a[href^="javascript"]').count()).toBe(0);
    await answer.getByText('click').click().catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.getByTestId('question-list').getByRole('link', { name: 'See the answer' })).toBeVisible();
    await shot(page, 'test-results/screens/interview-answered-1440.png');
    await expectAccessible(page);

    // Clear drops the current (not yet asked) question; Clear All the list; the main Clear the answers.
    server.transcript('u2', 'And what did you learn?', true);
    await expect(page.getByTestId('question-list')).toContainText('And what did you learn?');
    await page.getByTestId('left-panel').getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByTestId('question-list')).not.toContainText('And what did you learn?');
    await expect(page.getByTestId('question-list')).toContainText('Tell me about a time you led a project.');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByTestId('question-list')).not.toContainText('Tell me about a time');
    await page.getByRole('region', { name: /AI/ }).getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByTestId('answer')).toHaveCount(0);

    server.send({ type: 'credit', used: 3, limit: 30 });
    await expect(page.getByTestId('credits-readout')).toContainText('3 of 30 minutes used');

    await page.getByRole('button', { name: 'Stop Interview' }).click();
    await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
    await expect(page.locator('[data-health]')).toHaveCount(0);
  });

  test('the offline answer shown while the model is slow gives way to the model’s answer in the same card', async ({ page }) => {
    const server = new MockInterviewServer();
    await server.install(page);
    await signedInUser(page, 'iv-fallback');
    await startWithMic(page, server);
    server.transcript('u1', 'Tell me about a migration you led.', true);
    await expect(page.getByTestId('question-list')).toContainText('Tell me about a migration you led.');
    await page.keyboard.press('Space');
    await expect.poll(() => server.triggers().length).toBe(1);

    const offline = { source: 'offline', fallback: true };
    server.answerChunk('a1', 'm1', '**Offline talking points**\n\n', false, { ...offline, question: 'Tell me about a migration you led.' });
    server.answerChunk('a1', 'm1', '- Led the Orion payments migration.', false, offline);
    const answer = page.getByTestId('answer');
    await expect(answer).toHaveCount(1);
    await expect(answer.getByTestId('answer-origin')).toHaveText('Offline answer while the model is slow: talking points from your resume and job description');
    await expect(answer).toContainText('Led the Orion payments migration.');
    await shot(page, 'test-results/screens/interview-offline-while-slow-1440.png');

    server.answerChunk('a1', 'm1', 'I led the **Orion** migration ', false, { replaces: true });
    server.answerChunk('a1', 'm1', 'and cut checkout latency.', false);
    server.answerChunk('a1', 'm1', '', true, { latency_ms: 2500 });
    await expect(answer).toHaveCount(1);
    await expect(answer.getByTestId('answer-origin')).toHaveText("The model's answer, in place of the offline one");
    await expect(answer).toContainText('I led the Orion migration and cut checkout latency.');
    await expect(answer).not.toContainText('Offline talking points');
    await expect(answer).toHaveAttribute('aria-busy', 'false');
    await shot(page, 'test-results/screens/interview-model-replaced-offline-1440.png');
    await expectAccessible(page);
  });

  test('audio health goes from warning to error after 20 s without transcriptions', async ({ page }) => {
    // The page's clock runs as usual until the test moves it 20 s on, instead of waiting them out.
    await page.clock.install();
    const server = new MockInterviewServer();
    await server.install(page);
    await signedInUser(page, 'iv-health');
    await startWithMic(page, server);
    const health = page.locator('[data-health]');
    await expect(health).toHaveAttribute('data-health', 'warning');
    await expect(health).toHaveAttribute('title', 'No recent transcriptions - check if video is playing');
    await page.clock.fastForward(20_000);
    await expect(health).toHaveAttribute('data-health', 'error');
    await expect(page.getByText('No audio detected - Ensure video is playing')).toBeVisible();
    await expect(health).toHaveAttribute('title', 'No transcriptions detected - make sure interview video is playing and audible');
    server.transcript('u1', 'hello', true);
    await expect(health).toHaveAttribute('data-health', 'healthy');
    await expect(health).toHaveAttribute('title', 'System is receiving audio transcriptions');
  });

  test('server_draining then 1012: the page reconnects at once with resume_session_id and keeps its questions', async ({ page }) => {
    // Page time is stopped across the move: a reconnect made with any backoff would never come.
    await page.clock.install();
    const server = new MockInterviewServer();
    await server.install(page);
    await signedInUser(page, 'iv-drain');
    await startWithMic(page, server);
    server.transcript('u1', 'Tell me about a time you led a project.', true);
    await expect(page.getByTestId('question-list')).toContainText('Tell me about a time you led a project.');
    const firstHello = server.hello;

    // A deploy drains the ws-server: it says so, then closes with 1012.
    await page.clock.pauseAt(Date.now() + 50);
    server.send({ type: 'server_draining' });
    server.close(1012, 'server draining');
    await expect.poll(() => server.paths).toEqual(['/mic', '/mic']);
    await expect.poll(() => server.hello !== firstHello).toBe(true);
    expect(server.hello).toMatchObject({ type: 'hello', resume_session_id: 'e2e' });
    await page.clock.resume();
    // The session carries on: the question is still listed, Stop still stops, and audio flows on the new socket.
    await expect(page.getByTestId('question-list')).toContainText('Tell me about a time you led a project.');
    await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible();
    const framesBefore = server.frameSizes.length;
    await expect.poll(() => server.frameSizes.length, { timeout: 10_000 }).toBeGreaterThan(framesBefore + 3);
    fs.mkdirSync('test-results/screens', { recursive: true });
    await shot(page, 'test-results/screens/interview-after-drain-1440.png');
  });

  test('credit_limit from the server stops the session and shows the Credit Limit Exceeded modal', async ({ page }) => {
    const server = new MockInterviewServer();
    await server.install(page);
    await signedInUser(page, 'iv-limit');
    await startWithMic(page, server);
    server.send({ type: 'credit_limit', used: 30, limit: 30, expire_msg: 'Your free trial minutes are used up. Choose a plan to keep using Cuecard AI.' });
    server.close(4402, 'credit limit');
    const dialog = page.getByRole('dialog', { name: 'Credit Limit Exceeded' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your free trial minutes are used up.');
    await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/subscription');
  });

  test('Start without credits shows Error Message with the plan’s expire_msg and continues to /subscription', async ({ page }) => {
    const server = new MockInterviewServer();
    await server.install(page);
    await signedInUser(page, 'iv-nocredit', { credit_used: 30 });
    await page.getByRole('button', { name: 'Start Interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error Message' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your free trial minutes are used up. Choose a plan to keep using Cuecard AI.');
    expect(server.connected).toBe(false);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/subscription');
  });
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  test.use({ ...iphone });

  test('Start is refused: Cuecard AI only runs on Desktop', async ({ page }) => {
    const server = new MockInterviewServer();
    await server.install(page);
    await signedInUser(page, 'iv-mobile');
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cuecard AI only runs on Desktop' })).toBeVisible();
    expect(server.connected).toBe(false);
    await shot(page, 'test-results/screens/interview-mobile-375.png');
  });
});
