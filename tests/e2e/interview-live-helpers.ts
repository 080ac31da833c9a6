// Shared by the specs that drive the real ws-server (no faked socket).
import { expect, type Page } from '@playwright/test';
import { adminClient, createUser, signInWithForm, uniqueEmail } from './auth-helpers';

/** Chromium's flags that work on this machine (no network, no sandbox as root). */
export const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Signs in a new user who is past onboarding and the guided session, and lands on /interview. */
export async function onboardedUser(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  await signInWithForm(page, email);
  await page.waitForURL('**/interview');
  return id;
}

/** Presses Space and waits for a complete answer to stream under 'AI Response:'. */
export async function spaceForAnswer(page: Page): Promise<void> {
  await page.keyboard.press('Space');
  const answer = page.getByTestId('answer').first();
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  expect(((await answer.textContent()) ?? '').length).toBeGreaterThan(20);
}
