// The full pipeline against the real ws-server with the offline engines (pocketsphinx, talking points).
// Practice tab shared by title (MACHINE-NOTES.md) → questions appear (content words) → Space →
// an answer streams under 'AI Response:' → Stop; then the same with the microphone source fed a
// flite WAV through Chromium's fake capture device.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { decodeWav, encodeWav } from '../../ws-server/audio/wav';
import { downmixToMono, resampleLinear } from '../../ws-server/audio/resample';
import { adminClient, createUser, signInWithForm, uniqueEmail } from './auth-helpers';

const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const MIC_WAV = path.resolve('test-results/interview/mic-question.wav');

function makeMicWav(): void {
  fs.mkdirSync(path.dirname(MIC_WAV), { recursive: true });
  const speech = path.resolve('test-results/interview/mic-speech.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', 'Tell me about a time you had a conflict with a coworker and how you resolved it.', '-o', speech]);
  // 16 kHz mono, with two seconds of silence after the question so the recogniser hears its end.
  const wav = decodeWav(fs.readFileSync(speech));
  const samples = new Int16Array(wav.pcm.buffer, wav.pcm.byteOffset, wav.pcm.length / 2);
  const mono = resampleLinear(downmixToMono(samples, wav.channels), wav.sampleRate, 16_000);
  const padded = new Int16Array(mono.length + 2 * 16_000);
  padded.set(mono);
  fs.writeFileSync(MIC_WAV, encodeWav(Buffer.from(padded.buffer), 16_000, 1));
}
makeMicWav();

async function onboardedUser(page: Page, tag: string): Promise<void> {
  const email = uniqueEmail(tag);
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  await signInWithForm(page, email);
  await page.waitForURL('**/interview');
}

async function spaceForAnswer(page: Page): Promise<void> {
  await page.keyboard.press('Space');
  const answer = page.getByTestId('answer').first();
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  expect(((await answer.textContent()) ?? '').length).toBeGreaterThan(20);
}

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${MIC_WAV}`] },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

test('the microphone source hears a flite question and Space answers it', async ({ page }) => {
  test.setTimeout(120_000);
  await onboardedUser(page, 'live-mic');
  await page.getByRole('radio', { name: 'Microphone' }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByTestId('question-list')).toContainText(/conflict|coworker|time/i, { timeout: 60_000 });
  await spaceForAnswer(page);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
});
