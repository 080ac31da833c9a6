// The guided first session: welcome modal → 'Launch Mock Interview' → 'Start
// Interview Session' → 'Play the Interview Video' when nothing is heard → first answer sets
// guided_onboarded; and the popup-blocked alert. Scripted socket, fake microphone.
import { shot } from './screens';
import { expect, test } from '@playwright/test';
import { MockInterviewServer } from '../fixtures/interview/mock-interview-server';
import { adminClient, createUser, signInAt, signInWithForm, uniqueEmail } from './auth-helpers';
import { skipPreflight } from './interview-live-helpers';

const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'] },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

async function guidedFlags(id: string) {
  const { data } = await adminClient().from('profile').select('is_onboarded, guided_onboarded').eq('id', id).single();
  return data as { is_onboarded: boolean; guided_onboarded: boolean };
}

test('the guided first session runs from the welcome modal to guided_onboarded', async ({ page, context }) => {
  test.setTimeout(90_000);
  const server = new MockInterviewServer();
  await server.install(page);
  const email = uniqueEmail('iv-guided');
  const id = await createUser(email, { onboarded: false });
  await skipPreflight(page);
  await signInWithForm(page, email);
  await page.waitForURL('**/onboarding');
  // The onboarding screen sets is_onboarded on load; undo it to see the welcome modal do it.
  await expect.poll(async () => (await guidedFlags(id)).is_onboarded).toBe(true);
  await adminClient().from('profile').update({ is_onboarded: false }).eq('id', id);
  await page.goto('/interview');

  const welcome = page.getByRole('dialog', { name: 'Welcome to Cuecard AI!' });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeDisabled();
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(async () => (await guidedFlags(id)).is_onboarded).toBe(true);
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeEnabled();

  const tip = page.getByTestId('guided-tooltip');
  await expect(tip).toContainText('Launch Mock Interview');
  expect(await tip.evaluate((el) => el.parentElement === document.body)).toBe(true);
  const tipBox = (await tip.boundingBox())!;
  expect(Math.round(tipBox.width)).toBe(400);
  expect(tipBox.x).toBeGreaterThanOrEqual(16);
  await expect(page.getByTestId('guided-spotlight')).toBeVisible();
  await shot(page, 'test-results/screens/interview-guided-mock-1440.png', { fullPage: false });
  // The spotlight goes after 5 s.
  await expect(page.getByTestId('guided-spotlight')).toBeHidden({ timeout: 8000 });

  const popupPromise = context.waitForEvent('page');
  await tip.getByRole('button', { name: 'Launch Mock Interview' }).click();
  const popup = await popupPromise;
  await popup.waitForURL('**/practice-interview');
  await expect(popup).toHaveTitle('Cuecard Practice Interview');
  await popup.close();

  await expect(tip).toContainText('Start Interview Session');
  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible();
  await expect(tip).toBeHidden();

  // Nothing heard 5 s after sharing.
  const play = page.getByRole('dialog', { name: 'Play the Interview Video' });
  await expect(play).toBeVisible({ timeout: 10_000 });
  await expect(play).toContainText('Make sure the interview video is playing so the system can hear and transcribe the questions.');
  await play.getByRole('button', { name: 'OK' }).click();

  server.transcript('u1', 'Why do you want to work for our company?', true);
  await expect(page.getByTestId('question-list')).toContainText('Why do you want to work for our company?');
  await page.keyboard.press('Space');
  await expect.poll(() => server.triggers().length).toBe(1);
  expect((await guidedFlags(id)).guided_onboarded).toBe(false);
  server.answerChunk('a1', 'm1', 'Because of your **mission**.', false, { question: 'Why do you want to work for our company?' });
  server.answerChunk('a1', 'm1', '', true, { latency_ms: 500 });
  await expect.poll(async () => (await guidedFlags(id)).guided_onboarded).toBe(true);
  await expect(page.getByTestId('guided-tooltip')).toHaveCount(0);
  await expect(page.getByTestId('guided-spotlight')).toHaveCount(0);
});

test('a blocked popup for the mock interview alerts the user', async ({ page }) => {
  const email = uniqueEmail('iv-popup');
  await createUser(email, { onboarded: true });
  await signInAt(page, email, '/interview');
  await page.waitForURL('**/interview');
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('dialog', { name: 'Welcome to Cuecard AI!' }).getByRole('button', { name: 'Continue' }).click();
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('guided-tooltip').getByRole('button', { name: 'Launch Mock Interview' }).click();
  await expect.poll(() => messages).toEqual(['Popup blocked! Please allow popups for this site.']);
  await expect(page.getByTestId('guided-tooltip')).toContainText('Launch Mock Interview');
});

test('/mock-interview says it is redirecting and lands on the practice video', async ({ page }) => {
  await page.goto('/mock-interview', { waitUntil: 'commit' });
  await page.waitForURL('**/practice-interview');
  await expect(page).toHaveTitle('Cuecard Practice Interview');
  const video = page.getByTestId('practice-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBeGreaterThan(120);
});
