// /history/<id>: the Debrief of a practice session (scores, figures, three things to improve),
// reached from the history list, exported as Markdown and as a server-made PDF; another
// user's debrief is a 404.
import { shot } from './screens';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatScore } from '../../lib/feedback/format-score';
import { scoreAnswer } from '../../lib/feedback/score-answer';
import { adminClient, createUser, expectAccessible, signInAt, uniqueEmail } from './auth-helpers';

const Q1 = 'Tell me about a time you improved the performance of a system.';
const A1 =
  'At my last job, our checkout service was timing out during sales. My task was to find the cause before Black Friday. ' +
  'So I profiled the service with Datadog and found that every request opened a new Postgres connection. ' +
  'I added a connection pool, rewrote the two slowest queries, and ran a load test to check. ' +
  'As a result, p95 latency dropped from 2 seconds to 300 milliseconds and we handled 40% more orders.';
const Q2 = 'Tell me about a time you disagreed with a colleague.';
const A2 = 'Um, so, like, we disagreed about, you know, the design. I basically talked to him and, uh, it was fine in the end I guess.';

async function seedSession(profileId: string, kind: 'practice' | 'live', turns: { question: string; answer: string; seconds: number }[]) {
  const { data: session, error } = await adminClient()
    .from('interview_session')
    .insert({ profile_id: profileId, kind, practice_round: kind === 'practice' ? 'behavioural' : null, source: 'mic', mode: 'auto', started_at: '2026-11-20T14:00:00Z', ended_at: '2026-11-20T14:06:00Z' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const rows = turns.map((t, i) => ({
    session_id: session.id,
    profile_id: profileId,
    question: t.question,
    question_kind: 'behavioural',
    question_at: `2026-11-20T14:0${i + 1}:00Z`,
    candidate_answer: t.answer,
    candidate_seconds: t.seconds,
    feedback: scoreAnswer({ question: t.question, answer: t.answer, seconds: t.seconds, kind: 'behavioural' }),
  }));
  const { error: turnError } = await adminClient().from('interview_turn').insert(rows);
  if (turnError) throw new Error(turnError.message);
  return session.id as string;
}

test('a practice debrief shows scores and figures, exports Markdown and a PDF, and is private', async ({ page }) => {
  const email = uniqueEmail('debrief');
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  const sessionId = await seedSession(id, 'practice', [
    { question: Q1, answer: A1, seconds: 30 },
    { question: Q2, answer: A2, seconds: 12 },
  ]);
  const stranger = await createUser(uniqueEmail('debrief-other'), { onboarded: true });
  const strangerSession = await seedSession(stranger, 'live', [{ question: 'Private question?', answer: 'Private answer.', seconds: 5 }]);
  const first = scoreAnswer({ question: Q1, answer: A1, seconds: 30, kind: 'behavioural' });

  await signInAt(page, email, '/history');
  const card = page.getByTestId('history-session');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: /^Debrief/ }).click();
  await page.waitForURL(`**/history/${sessionId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Debrief' })).toBeVisible();
  await expect(page.getByText('Behavioural practice interview')).toBeVisible();
  const turns = page.getByTestId('debrief-turn');
  await expect(turns).toHaveCount(2);
  await expect(turns.first().getByRole('heading', { name: `Q1. ${Q1}` })).toBeVisible();
  await expect(turns.first().getByTestId('debrief-score')).toHaveText(`Score ${formatScore(first.score)}`);
  await expect(turns.nth(1).getByTestId('debrief-score')).toHaveText(/^Score \d+\/10$/);
  await expect(turns.first()).toContainText(`${first.figures.wordsPerMinute} words per minute`);
  await expect(page.getByText('Words per minute', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Three things to improve' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Three things to improve' }).locator('..').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Built from your figures and templates.')).toBeVisible();
  await expectAccessible(page);

  fs.mkdirSync('test-results/screens', { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'test-results/screens/debrief-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'test-results/screens/debrief-390.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('cuecard-debrief-2026-11-20-14-00.pdf');
  const pdfBytes = fs.readFileSync((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  fs.copyFileSync((await pdf.path())!, 'test-results/screens/debrief.pdf');

  const mdDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Markdown' }).click();
  const md = fs.readFileSync((await (await mdDownload).path())!, 'utf8');
  expect(md).toContain('# Debrief: Behavioural practice interview');
  expect(md).toContain(`### 1. ${Q1}`);
  expect(md).toContain(`**Score: ${formatScore(first.score)}**`);

  const other = await page.goto(`/history/${strangerSession}`);
  expect(other?.status()).toBe(404);
  await expect(page.getByText('Private question?')).toHaveCount(0);
  expect((await page.request.get(`/api/history/${strangerSession}/pdf`)).status()).toBe(404);
  expect((await page.request.get(`/api/history/${strangerSession}/markdown`)).status()).toBe(404);
  expect((await page.request.get('/api/history/not-a-session/pdf')).status()).toBe(404);
});
