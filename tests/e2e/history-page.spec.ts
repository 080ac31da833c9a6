// /history: past sessions with their questions and answers, Markdown export, delete.
import { shot } from './screens';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminClient, expectAccessible, signInAt } from './auth-helpers';
import { userWithSession } from './history-seed';

test('lists past sessions, exports one as Markdown and deletes it', async ({ page }) => {
  const { email, id, sessionId } = await userWithSession('history');
  const turns = [
    { session_id: sessionId, profile_id: id, question: 'Tell me about yourself.', answer: 'I build **payment systems**.\n\n<script>window.__xss=1</script>', question_at: '2026-11-20T14:01:00Z', latency_ms: 600 },
    { session_id: sessionId, profile_id: id, question: 'What is your greatest strength?', answer: '- Calm under pressure', question_at: '2026-11-20T14:03:00Z', latency_ms: 700 },
  ];
  const { error: turnError } = await adminClient().from('interview_turn').insert(turns);
  if (turnError) throw new Error(turnError.message);

  await signInAt(page, email, '/history');
  await expect(page.getByRole('heading', { name: 'Interview history' })).toBeVisible();
  const card = page.getByTestId('history-session');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('12 min 30 s');
  await expect(card).toContainText('2 questions');
  await card.getByText('Show questions and answers').click();
  await expect(card.getByRole('heading', { name: '1. Tell me about yourself.' })).toBeVisible();
  await expect(card.locator('strong')).toHaveText('payment systems');
  expect(await card.locator('script').count()).toBe(0);
  await expectAccessible(page);
  fs.mkdirSync('test-results/screens', { recursive: true });
  await shot(page, 'test-results/screens/history-1440.png');

  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export as Markdown' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('cuecard-interview-2026-11-20-14-00.md');
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text).toContain('## 1. Tell me about yourself.');
  expect(text).toContain('I build **payment systems**.');
  expect(text).toContain('## 2. What is your greatest strength?');

  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this interview?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('history-session')).toHaveCount(0);
  await expect(page.getByText('No interviews yet.')).toBeVisible();
  const { data: left } = await adminClient().from('interview_turn').select('id').eq('session_id', sessionId);
  expect(left).toEqual([]);
});
