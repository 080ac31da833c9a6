// A panel interview end to end: a shared tab plays two flite voices as two interviewers, the real
// ws-server's Deepgram adapter asks the fake Deepgram for diarization, and the questions panel
// names them "Interviewer 1" and "Interviewer 2", a follow-up set in under its question; the
// candidate renames one "Priya (EM)", which the pop-out shows at once and the debrief keeps.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { decodeWav, encodeWav } from '../../ws-server/audio/wav';
import { downmixToMono, resampleLinear } from '../../ws-server/audio/resample';
import { expectAccessible, screenshots } from './auth-helpers';
import { BASE_ARGS, onboardedUser } from './interview-live-helpers';
import { startPanelWsServer, type PanelWsServer } from './panel-ws-server';
import { shot } from './screens';

const TITLE = 'Cuecard Panel Interview';
const LINES = [
  { text: 'Tell me about the last project you led.', voice: 1, flite: 'rms' },
  { text: 'How do you design an idempotent payments API?', voice: 2, flite: 'slt' },
  { text: 'What did you learn from it?', voice: 2, flite: 'slt' },
];

/** The panel as one 16 kHz WAV: a second of quiet, then each line and three seconds after it. */
function panelWav(): string {
  const dir = path.resolve('test-results/interview');
  fs.mkdirSync(dir, { recursive: true });
  const pieces: Int16Array[] = [new Int16Array(16_000)];
  LINES.forEach((line, i) => {
    const file = path.join(dir, `panel-${i}.wav`);
    execFileSync('flite', ['-voice', line.flite, '-t', line.text, '-o', file]);
    const wav = decodeWav(fs.readFileSync(file));
    pieces.push(resampleLinear(downmixToMono(new Int16Array(wav.pcm.buffer, wav.pcm.byteOffset, wav.pcm.length / 2), wav.channels), wav.sampleRate, 16_000), new Int16Array(3 * 16_000));
  });
  const all = new Int16Array(pieces.reduce((n, p) => n + p.length, 0));
  pieces.reduce((at, p) => (all.set(p, at), at + p.length), 0);
  return encodeWav(Buffer.from(all.buffer), 16_000, 1).toString('base64');
}

test.use({
  headless: false,
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--headless=new', '--autoplay-policy=no-user-gesture-required', `--auto-select-tab-capture-source-by-title=${TITLE}`] },
  viewport: { width: 1440, height: 900 },
});

let panel: PanelWsServer;
test.beforeAll(async () => {
  panel = await startPanelWsServer(LINES.map(({ text, voice }) => ({ text, voice })));
});
test.afterAll(async () => {
  await panel?.close();
});

test('a panel: "Interviewer 1" and "Interviewer 2" in the questions panel, renamed "Priya (EM)" there, in the pop-out and the debrief', async ({ page, context }) => {
  test.setTimeout(180_000);
  const tab = await context.newPage();
  await tab.setContent(`<!doctype html><title>${TITLE}</title><audio id="panel" src="data:audio/wav;base64,${panelWav()}"></audio>`);
  await panel.relay(page);
  await onboardedUser(page, 'panel');
  await page.getByRole('radio', { name: 'Browser tab' }).check({ force: true });
  await page.getByRole('switch', { name: 'Auto answer' }).click();
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  await tab.evaluate(() => (document.getElementById('panel') as HTMLAudioElement).play());

  const list = page.getByTestId('question-list');
  await expect(list.getByTestId('follow-up-link')).toHaveText('Follow-up to “How do you design an idempotent payments API?”', { timeout: 60_000 });
  await expect(list.getByRole('button', { name: 'Rename Interviewer 1' })).toHaveCount(1);
  await expect(list.getByRole('button', { name: 'Rename Interviewer 2' })).toHaveCount(2);
  expect(panel.fake.queries[0].get('diarize')).toBe('true');
  await shot(page, 'test-results/screens/interview-panel-labels-1440.png');

  const popped = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Pop out' }).click();
  const pop = await popped;
  await expect(pop.getByTestId('pop-out-asker')).toHaveText('Interviewer 2');

  await list.getByRole('button', { name: 'Rename Interviewer 2' }).first().click();
  const field = list.getByRole('textbox', { name: 'Name for Interviewer 2' });
  await expect(field).toBeFocused();
  await field.fill('x'.repeat(10));
  await field.press('Escape');
  await expect(list.getByRole('button', { name: 'Rename Interviewer 2' }).first()).toBeFocused();
  await list.getByRole('button', { name: 'Rename Interviewer 2' }).first().click();
  await shot(list, 'test-results/screens/interview-panel-rename-1440.png');
  await list.getByRole('textbox', { name: 'Name for Interviewer 2' }).fill('  Priya (EM) ');
  await list.getByRole('textbox', { name: 'Name for Interviewer 2' }).press('Enter');
  await expect(list.getByRole('button', { name: 'Rename Priya (EM)' })).toHaveCount(2);
  await expect(list.getByRole('button', { name: 'Rename Interviewer 1' })).toHaveCount(1);
  await expect(pop.getByTestId('pop-out-asker')).toHaveText('Priya (EM)');
  await shot(pop, 'test-results/screens/interview-panel-pop-out.png');
  const axe = await new AxeBuilder({ page }).include('#interview-left-panel').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await screenshots(page, 'interview-panel');

  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
  await page.goto(`/history/${panel.sessionIds[0]}`);
  const askedBy = page.getByTestId('debrief-asked-by');
  await expect(askedBy).toHaveText(['Asked by Interviewer 1', 'Asked by Priya (EM)', 'Asked by Priya (EM)']);
  await expectAccessible(page);
  await screenshots(page, 'debrief-panel');
});
