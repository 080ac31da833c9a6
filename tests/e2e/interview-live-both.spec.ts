// "Tab + microphone" against the real ws-server with the offline engines: the practice tab
// shared by title is the interviewer, Chromium's fake microphone plays a flite WAV of the
// candidate (an answer, then a question of their own). Both labels appear, the candidate's
// words land under "You", and in auto mode the candidate's question is never answered.
import { shot } from './screens';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeWav, encodeWav } from '../../ws-server/audio/wav';
import { downmixToMono, resampleLinear } from '../../ws-server/audio/resample';
import { BASE_ARGS, onboardedUser } from './interview-live-helpers';

const TITLE = 'Cuecard Practice Interview';
const MIC_WAV = path.resolve('test-results/interview/mic-candidate.wav');
const CANDIDATE = 'In my last role I led the billing migration to postgres. What does the on call rotation look like for this team?';

function makeMicWav(): void {
  fs.mkdirSync(path.dirname(MIC_WAV), { recursive: true });
  const speech = path.resolve('test-results/interview/mic-candidate-speech.wav');
  execFileSync('flite', ['-voice', 'awb', '-t', CANDIDATE, '-o', speech]);
  // 16 kHz mono, three seconds of silence after it so the recogniser hears its end (the file loops).
  const wav = decodeWav(fs.readFileSync(speech));
  const samples = new Int16Array(wav.pcm.buffer, wav.pcm.byteOffset, wav.pcm.length / 2);
  const mono = resampleLinear(downmixToMono(samples, wav.channels), wav.sampleRate, 16_000);
  const padded = new Int16Array(mono.length + 3 * 16_000);
  padded.set(mono);
  fs.writeFileSync(MIC_WAV, encodeWav(Buffer.from(padded.buffer), 16_000, 1));
}
makeMicWav();

test.use({
  headless: false,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      ...BASE_ARGS,
      '--headless=new',
      '--autoplay-policy=no-user-gesture-required',
      `--auto-select-tab-capture-source-by-title=${TITLE}`,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${MIC_WAV}`,
    ],
  },
  permissions: ['microphone'],
  viewport: { width: 1440, height: 900 },
});

test('Tab + microphone: the interviewer and "You" are labelled, and the candidate\'s question is not answered', async ({ page, context }) => {
  test.setTimeout(240_000);
  const practice = await context.newPage();
  await practice.goto('/practice-interview');
  await onboardedUser(page, 'live-both');
  await expect(page.getByRole('radio', { name: 'Tab + microphone' })).toBeChecked();
  await page.getByRole('switch', { name: 'Auto answer' }).click();
  await expect(page.getByRole('switch', { name: 'Auto answer' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });

  const list = page.getByTestId('question-list');
  const you = list.locator('li[data-speaker="candidate"]');
  // The recogniser may garble an utterance or two: look for the first one it heard well.
  const youHeard = you.filter({ hasText: /last|bill|migration|role|roll|rotation|team|call/i }).first();
  await expect(youHeard).toBeVisible({ timeout: 90_000 });
  await expect(youHeard.getByTestId('speaker-label')).toHaveText('You');
  const interviewerHeard = list.locator('li[data-speaker="interviewer"]').filter({ hasText: /yourself|work|company/i }).first();
  await expect(interviewerHeard).toBeVisible({ timeout: 90_000 });
  await expect(interviewerHeard.getByTestId('speaker-label')).toHaveText('Interviewer');
  // The interviewer's questions are answered automatically; the candidate's never.
  await expect(page.getByTestId('answer').first()).toBeVisible({ timeout: 60_000 });
  await expect(you.filter({ hasText: /rotation|call|team|look/i }).first()).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(3_000);
  const asked = await page.getByTestId('answer').evaluateAll((cards) => cards.map((c) => c.querySelector('header')?.textContent ?? ''));
  expect(asked.filter((q) => /rotation|on call/i.test(q))).toEqual([]);
  const candidateTexts = await you.allTextContents();
  const interviewerTexts = await list.locator('li[data-speaker="interviewer"]').allTextContents();
  // Nothing the candidate said became an interviewer post, and vice versa.
  expect(interviewerTexts.filter((t) => /billing|rotation/i.test(t))).toEqual([]);
  expect(candidateTexts.filter((t) => /yourself|company/i.test(t))).toEqual([]);
  await shot(page, 'test-results/screens/interview-live-both-1440.png', { fullPage: false });
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
});
