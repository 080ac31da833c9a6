// The interview screen's "Language" and "Answers in", beside "Listen to": they start at the saved
// choice, change for one session only, and go out in the hello. Against the real ws-server (the
// offline recogniser, English only) Spanish is said to need a cloud recogniser on the screen and
// again at Start, and the session's history row records Spanish. Against a scripted server, the
// detected language shows under Auto-detect and the server's notices show once each.
import { shot, TAKE_SCREENS } from './screens';
import { expect, test, type Page } from '@playwright/test';
import { MockInterviewServer } from '../fixtures/interview/mock-interview-server';
import { adminClient, expectAccessible } from './auth-helpers';
import { BASE_ARGS, onboardedUser } from './interview-live-helpers';

const SHOTS = 'test-results/screens';
const SPANISH_NOTICE = /^Spanish needs a cloud recogniser: the offline recogniser on this server hears English only\. Ask your operator to set DEEPGRAM_API_KEY/;

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'] },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

/** The settings row that holds "Listen to": the language controls must sit in it. */
const settingsRow = (page: Page) => page.getByRole('group', { name: 'Listen to' }).locator('..');

async function shoot(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENS) return;
  for (const [width, height] of [[1440, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await shot(page, `${SHOTS}/${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('Language beside Listen to: Spanish for this session is said to need a cloud recogniser, again at Start, and the session runs in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  // A first Start in this browser opens the pre-flight check: the session has surely not started while it shows.
  const userId = await onboardedUser(page, 'iv-language', { preflightDone: false });
  const hellos: Record<string, unknown>[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      if (typeof frame.payload !== 'string') return;
      const message = JSON.parse(frame.payload) as Record<string, unknown>;
      if (message.type === 'hello') hellos.push(message);
    }),
  );

  const language = settingsRow(page).getByLabel('Language', { exact: true });
  await expect(language).toHaveValue('auto');
  await expect(settingsRow(page).getByLabel('Answers in')).toHaveValue('');
  await expect(page.getByTestId('language-notice')).toHaveCount(0);

  await language.selectOption({ label: 'Spanish (Español)' });
  await settingsRow(page).getByLabel('Answers in').selectOption({ label: 'English' });
  const notice = page.getByTestId('language-notice');
  await expect(notice).toHaveText(SPANISH_NOTICE);
  await expectAccessible(page);
  await shoot(page, 'interview-language-idle');

  // Dismissed, then Start says it again before the session starts; the candidate may go on.
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  const preflight = page.getByRole('dialog', { name: 'Check your audio' });
  await expect(preflight.getByTestId('preflight-language-notice')).toHaveText(SPANISH_NOTICE);
  await expect(notice).toHaveText(SPANISH_NOTICE);
  expect(hellos).toHaveLength(0);
  await preflight.getByRole('button', { name: /^(Start interview|Continue anyway)$/ }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  // Once running, the server's own notice may take the screen's place: one of them says it.
  await expect(page.getByTestId('language-notice').or(page.getByTestId('server-notice'))).toContainText('Spanish');
  await expect(language).toBeDisabled();

  await expect.poll(() => hellos.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(hellos[0]).toMatchObject({ language: 'es', answer_language: 'en' });
  // The server took the language: the session's history row is in Spanish.
  await expect
    .poll(async () => (await adminClient().from('interview_session').select('language').eq('profile_id', userId)).data?.map((r) => r.language), { timeout: 20_000 })
    .toEqual(['es']);
  await shoot(page, 'interview-language-running');

  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
  // For this session only: the profile still has the saved choice.
  const { data } = await adminClient().from('profile').select('interview_language, answer_language').eq('id', userId).single();
  expect(data).toEqual({ interview_language: 'auto', answer_language: null });
  await page.reload();
  await expect(settingsRow(page).getByLabel('Language', { exact: true })).toHaveValue('auto');
});

test('under Auto-detect the heard language shows, and the server’s language notice shows once', async ({ page }) => {
  const server = new MockInterviewServer();
  await server.install(page);
  const userId = await onboardedUser(page, 'iv-language-auto');
  await adminClient().from('profile').update({ answer_language: 'en' }).eq('id', userId);
  await page.reload();
  await expect(settingsRow(page).getByLabel('Answers in')).toHaveValue('en');

  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible();
  await expect.poll(() => server.hello !== null).toBe(true);
  expect(server.hello).toMatchObject({ language: 'auto', answer_language: 'en' });

  server.send({ type: 'transcript', id: 'u1', transcription: 'Cuénteme sobre un proyecto difícil.', speech_final: true, ai_answer: false, language: 'es' });
  await expect(page.getByTestId('heard-language')).toHaveText('· heard Spanish');
  const mismatch = { type: 'notice', code: 'language_mismatch', message: 'This does not sound like English, which is all the offline recogniser on this server hears.' };
  server.send(mismatch);
  const shown = page.getByTestId('server-notice');
  await expect(shown).toHaveText(mismatch.message);
  await expectAccessible(page);
  await shoot(page, 'interview-language-auto');
  await shown.getByRole('button', { name: 'Dismiss' }).click();
  await expect(shown).toHaveCount(0);
  server.send(mismatch);
  server.transcript('u2', 'Y ¿por qué quiere trabajar aquí?', true);
  await expect(page.getByTestId('question-list')).toContainText('por qué quiere');
  await expect(shown).toHaveCount(0);

  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByTestId('heard-language')).toHaveCount(0);
});
