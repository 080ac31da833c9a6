// Shared by the specs about starting without a usable microphone.
import { expect, type Page } from '@playwright/test';
import { adminClient, createUser, signInAt, uniqueEmail } from './auth-helpers';
import { BASE_ARGS } from './interview-live-helpers';

export const PRACTICE_TITLE = 'Cuecard Practice Interview';

/** What the browser says about a failed capture; none of it may be shown. */
export const RAW_BROWSER_TEXT = /NotFoundError|NotAllowedError|NotReadableError|OverconstrainedError|Requested device not found|Permission denied/;

/** Chromium as the tab-capture specs launch it, without any fake device (MACHINE-NOTES.md). */
export const TAB_CAPTURE_ARGS = [...BASE_ARGS, '--headless=new', '--autoplay-policy=no-user-gesture-required', `--auto-select-tab-capture-source-by-title=${PRACTICE_TITLE}`];

/** An onboarded user on /interview, with the page's getUserMedia calls counted. */
export async function signedInUser(page: Page, tag: string): Promise<void> {
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const calls = { user: 0 };
    (window as unknown as { __media: typeof calls }).__media = calls;
    if (!media) return;
    const user = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => {
      calls.user += 1;
      return user(constraints);
    };
  });
  const email = uniqueEmail(tag);
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  await signInAt(page, email, '/interview');
}

export const micRequests = (page: Page) => page.evaluate(() => (window as unknown as { __media: { user: number } }).__media.user);

/** The practice interview playing in its own tab, found by its title. */
export async function openPractice(page: Page): Promise<void> {
  await page.goto('/practice-interview');
  await expect(page).toHaveTitle(PRACTICE_TITLE);
}
