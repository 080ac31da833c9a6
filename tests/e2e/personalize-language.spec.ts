// Personalize's "Interview language" and "Answers in": saved on the profile with Submit, kept after
// a reload, and, since this stack's ws-server runs the offline recogniser (English only), Spanish
// shows at once that it needs a cloud recogniser and how an operator sets one.
import { SCREENS_DIR, shot } from './screens';
import { expect, test, type Page } from '@playwright/test';
import { adminClient, createUser, expectAccessible, signInAt, uniqueEmail } from './auth-helpers';



async function openPersonalize(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Personalize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calibrate AI Responses' });
  await expect(dialog.getByLabel('Interview language')).toBeVisible();
  return dialog;
}

async function languagesOf(userId: string) {
  const { data, error } = await adminClient().from('profile').select('interview_language, answer_language').eq('id', userId).single();
  if (error) throw new Error(error.message);
  return data as { interview_language: string; answer_language: string | null };
}

test('Personalize saves "Interview language" Spanish with "Answers in" English, keeps them after a reload, and says Spanish needs a cloud recogniser', async ({ page }) => {
  const email = uniqueEmail('personalize-language');
  const userId = await createUser(email, { onboarded: true });
  await signInAt(page, email, '/interview');
  await expect(page).toHaveURL(/\/interview$/);
  // From the account page: the interview screen may open its own welcome modal.
  await page.goto('/account');

  let dialog = await openPersonalize(page);
  await expect(dialog.getByLabel('Interview language')).toHaveValue('auto');
  await expect(dialog.getByLabel('Answers in')).toHaveValue('');
  await expect(dialog.getByTestId('language-notice')).toHaveCount(0);
  const options = await dialog.getByLabel('Interview language').locator('option').allTextContents();
  expect(options).toEqual(expect.arrayContaining(['Auto-detect', 'English', 'Spanish (Español)', 'Hindi (हिन्दी)', 'Swedish (Svenska)']));
  expect(options).toHaveLength(20);

  await dialog.getByLabel('Interview language').selectOption({ label: 'Spanish (Español)' });
  const notice = dialog.getByTestId('language-notice');
  await expect(notice).toHaveText(
    'Spanish needs a cloud recogniser: the offline recogniser on this server hears English only. Ask your operator to set DEEPGRAM_API_KEY or an OpenAI-compatible transcription server (STT_OPENAI_BASE_URL).',
  );
  await dialog.getByLabel('Answers in').selectOption({ label: 'English' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => languagesOf(userId)).toEqual({ interview_language: 'es', answer_language: 'en' });

  await page.reload();
  dialog = await openPersonalize(page);
  await expect(dialog.getByLabel('Interview language')).toHaveValue('es');
  await expect(dialog.getByLabel('Answers in')).toHaveValue('en');
  await expect(dialog.getByTestId('language-notice')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, `${SCREENS_DIR}/personalize-language-1440.png`, { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByLabel('Interview language').scrollIntoViewIfNeeded();
  await shot(page, `${SCREENS_DIR}/personalize-language-390.png`, { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });

  // English is what the offline recogniser hears: no notice. "Same as interview language" saves null.
  await dialog.getByLabel('Interview language').selectOption('en');
  await expect(dialog.getByTestId('language-notice')).toHaveCount(0);
  await dialog.getByLabel('Answers in').selectOption({ label: 'Same as interview language' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => languagesOf(userId)).toEqual({ interview_language: 'en', answer_language: null });
});
