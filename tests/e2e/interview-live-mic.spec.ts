// The full pipeline against the real ws-server with the offline engines (Moonshine, talking points):
// the microphone source, fed a flite WAV through Chromium's fake capture device → the question
// appears → Space → an answer streams → Stop.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeWav, encodeWav } from '../../ws-server/audio/wav';
import { downmixToMono, resampleLinear } from '../../ws-server/audio/resample';
import { BASE_ARGS, onboardedUser, spaceForAnswer } from './interview-live-helpers';

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
