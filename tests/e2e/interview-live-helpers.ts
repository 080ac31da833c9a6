// Shared by the specs that drive the real ws-server (no faked socket).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { decodeWav, encodeWav } from '../../ws-server/audio/wav';
import { downmixToMono, resampleLinear } from '../../ws-server/audio/resample';
import { adminClient, createUser, signInAt, uniqueEmail } from './auth-helpers';

/** Chromium's flags that work on this machine (no network, no sandbox as root). */
export const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The browser of a spec that shares a tab by its title: Chromium's new headless mode run as
 * "headed" (Playwright's own headless mode mutes tab audio), the tab picked by `title`.
 */
export function tabCaptureUse(title: string) {
  return {
    headless: false,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [...BASE_ARGS, '--headless=new', '--autoplay-policy=no-user-gesture-required', `--auto-select-tab-capture-source-by-title=${title}`],
    },
    viewport: { width: 1440, height: 900 },
  };
}

/** localStorage key the interview screen sets once the pre-flight audio check was gone through. */
export const PREFLIGHT_DONE_KEY = 'cuecard.interview.preflight-done';

/**
 * The pre-flight audio check opens before a browser's first Start; specs about something else
 * start as a returning user's browser does, with the check already done.
 */
export async function skipPreflight(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // Documents without storage (about:blank before its origin is set) need none.
    }
  }, PREFLIGHT_DONE_KEY);
}

/** Signs in a new user who is past onboarding and the guided session (and the pre-flight check), and lands on /interview. */
export async function onboardedUser(page: Page, tag: string, { preflightDone = true } = {}): Promise<string> {
  if (preflightDone) await skipPreflight(page);
  const email = uniqueEmail(tag);
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  await signInAt(page, email, '/interview');
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

/**
 * Speaks `text` with flite into a 16 kHz mono WAV for Chromium's fake microphone, with two
 * seconds of silence after it so the recogniser hears the question end (Chromium loops the file).
 */
export function writeFliteQuestionWav(wavPath: string, text: string): void {
  fs.mkdirSync(path.dirname(wavPath), { recursive: true });
  const speech = wavPath.replace(/\.wav$/, '-speech.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', speech]);
  const wav = decodeWav(fs.readFileSync(speech));
  const samples = new Int16Array(wav.pcm.buffer, wav.pcm.byteOffset, wav.pcm.length / 2);
  const mono = resampleLinear(downmixToMono(samples, wav.channels), wav.sampleRate, 16_000);
  const padded = new Int16Array(mono.length + 2 * 16_000);
  padded.set(mono);
  fs.writeFileSync(wavPath, encodeWav(Buffer.from(padded.buffer), 16_000, 1));
}
