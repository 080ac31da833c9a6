// The full pipeline against the real ws-server with the offline engines (Moonshine, talking points):
// the microphone source, fed a flite WAV through Chromium's fake capture device → the question
// appears → Space → an answer streams → Stop.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_ARGS, onboardedUser, spaceForAnswer, writeFliteQuestionWav } from './interview-live-helpers';

const MIC_WAV = path.resolve('test-results/interview/mic-question.wav');

writeFliteQuestionWav(MIC_WAV, 'Tell me about a time you had a conflict with a coworker and how you resolved it.');

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${MIC_WAV}`] },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

test('the microphone source hears a flite question and Space answers it', async ({ page }) => {
  test.setTimeout(120_000);
  await onboardedUser(page, 'live-mic');
  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByTestId('question-list')).toContainText(/conflict|coworker|time/i, { timeout: 60_000 });
  await spaceForAnswer(page);
  await page.getByRole('button', { name: 'Stop Interview' }).click();
});
