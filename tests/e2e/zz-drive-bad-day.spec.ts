// A one-off drive (not committed): a live microphone session whose cloud recogniser fails mid-session and whose model hangs.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_ARGS, onboardedUser, writeFliteQuestionWav } from './interview-live-helpers';

const MIC_WAV = path.resolve('test-results/interview/drive-question.wav');
writeFliteQuestionWav(MIC_WAV, 'Tell me about a time you had a conflict with a coworker and how you resolved it.');
const CONTROL = process.env.DRIVE_CONTROL_URL!;
const OUT = '/work/drive';

for (const width of [1440, 390]) {
  test.describe(`width ${width}`, () => {
    test.use({
      launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${MIC_WAV}`] },
      permissions: ['microphone'],
      viewport: { width, height: width > 500 ? 900 : 844 },
    });
    test('drive', async ({ page }) => {
      test.setTimeout(180_000);
      await fetch(`${CONTROL}/deepgram/none`);
      await fetch(`${CONTROL}/model/hang`);
      await onboardedUser(page, `drive-${width}`);
      await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
      await page.getByRole('button', { name: 'Start Interview' }).click();
      await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(3_000);
      await fetch(`${CONTROL}/deepgram/refuse`);
      await expect(page.getByText(/Cloud transcription is down/)).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `${OUT}/${width}-1-fallback-notice.png`, fullPage: true });
      await expect(page.getByTestId('question-list')).toContainText(/conflict|coworker|time/i, { timeout: 60_000 });
      await page.keyboard.press('Space');
      await page.waitForTimeout(4_000);
      await page.screenshot({ path: `${OUT}/${width}-2-offline-answer.png`, fullPage: true });
      await fetch(`${CONTROL}/model/none`);
      await fetch(`${CONTROL}/deepgram/none`);
      await page.keyboard.press('Space');
      await page.waitForTimeout(12_000);
      await page.screenshot({ path: `${OUT}/${width}-3-later.png`, fullPage: true });
      await page.getByRole('button', { name: 'Stop Interview' }).click();
    });
  });
}
