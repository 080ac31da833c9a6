// Practice end to end against the real ws-server with the offline engines: Chromium's fake
// microphone plays a flite-spoken answer, Moonshine transcribes it, the rubric scores it,
// and the debrief opens with a PDF to download. Practice must not spend interview minutes.
import { shot } from './screens';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { decodeWav, encodeWav } from '../../ws-server/audio/wav';
import { downmixToMono, resampleLinear } from '../../ws-server/audio/resample';
import { adminClient } from './auth-helpers';
import { BASE_ARGS, onboardedUser } from './interview-live-helpers';

const ANSWER_WAV = path.resolve('test-results/practice/answer.wav');
const ANSWER =
  'In my last job our release was late. My task was to get it back on track. I split the work, paired with two engineers and automated the tests. As a result we shipped in two weeks and cut bugs by thirty percent.';

function makeAnswerWav(): void {
  fs.mkdirSync(path.dirname(ANSWER_WAV), { recursive: true });
  const speech = path.resolve('test-results/practice/answer-speech.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', ANSWER, '-o', speech]);
  // 16 kHz mono between 3 s of silence (the question arrives in it, as a candidate waits for it)
  // and 2 s after, so each loop of the file is one whole answer.
  const wav = decodeWav(fs.readFileSync(speech));
  const samples = new Int16Array(wav.pcm.buffer, wav.pcm.byteOffset, wav.pcm.length / 2);
  const mono = resampleLinear(downmixToMono(samples, wav.channels), wav.sampleRate, 16_000);
  const padded = new Int16Array(mono.length + 5 * 16_000);
  padded.set(mono, 3 * 16_000);
  fs.writeFileSync(ANSWER_WAV, encodeWav(Buffer.from(padded.buffer), 16_000, 1));
}
makeAnswerWav();

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${ANSWER_WAV}`] },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

const creditUsed = async (id: string) => {
  const { data } = await adminClient().from('profile').select('credit_used').eq('id', id).single();
  return Number((data as { credit_used: number }).credit_used);
};

async function screenshot(page: Page, name: string) {
  await shot(page, `test-results/screens/${name}.png`);
}

test('practice: a spoken answer is transcribed and scored, and End practice opens the debrief', async ({ page }) => {
  test.setTimeout(180_000);
  const userId = await onboardedUser(page, 'practice');
  await adminClient().from('job_description').upsert({ profile_id: userId, job_description: 'Software engineer: releases, automated testing and working with other engineers.' });
  const before = await creditUsed(userId);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice', exact: true }).click();
  await page.waitForURL('**/practice');
  await expect(page.getByTestId('practice-cap')).toContainText('Practice is free: up to 60 minutes a day');
  await page.getByText('Behavioural', { exact: true }).click();
  await page.getByText('3 questions', { exact: true }).click();
  await page.getByRole('button', { name: 'Start practice' }).click();

  const question = page.getByTestId('practice-question');
  await expect(question).not.toBeEmpty({ timeout: 30_000 });
  const firstQuestion = (await question.textContent())!.trim();
  await expect(page.getByText('Question 1 of 3', { exact: false })).toBeVisible();
  await expect(page.getByTestId('practice-transcript')).toContainText(/release|track|engineers|tests/i, { timeout: 60_000 });
  // The whole answer, to its last words, before moving on.
  await expect(page.getByTestId('practice-transcript')).toContainText(/shipped|weeks|bugs|percent|thirty/i, { timeout: 60_000 });
  await screenshot(page, 'practice-answering-1440');

  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByTestId('practice-score')).toHaveText(/^\d+\/10$/, { timeout: 30_000 });
  await expect(page.getByTestId('practice-feedback')).toContainText('words per minute');
  await expect(page.getByText('Question 2 of 3', { exact: false })).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'practice-feedback-1440');

  await page.getByRole('button', { name: 'End practice' }).click();
  await page.waitForURL(/\/history\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Debrief', level: 1 })).toBeVisible();
  await expect(page.getByText(firstQuestion).first()).toBeVisible();
  await expect(page.getByText(/words per minute/i).first()).toBeVisible();
  await screenshot(page, 'practice-debrief-1440');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = fs.readFileSync((await (await downloading).path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  expect(await creditUsed(userId)).toBe(before);
});
