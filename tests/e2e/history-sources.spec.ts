// /history lists each answer's sources in a compact line under it ("[1] Story: …", cited ones
// marked), so its [n] point somewhere; an answer kept before sources were has none.
import { expect, test } from '@playwright/test';
import { adminClient, expectAccessible, screenshots, signInAt } from './auth-helpers';
import { userWithSession } from './history-seed';

const SOURCES = [
  { n: 1, kind: 'story', label: 'Story: Billing ledger migration', text: 'Situation: The ledger lived in MySQL.\nResult: Zero downtime.', story_id: '7d0c5a52-1f57-4c43-9a4b-6f3f0c1d2e01' },
  { n: 2, kind: 'resume', label: 'Resume, line 4', text: 'Led the billing migration to Kubernetes, cutting deploy time by 70%.', line: 4 },
  { n: 3, kind: 'job', label: 'Job description, line 1', text: 'Globex is hiring a platform engineer.', line: 1 },
];

test('the history lists each answer’s sources compactly under it', async ({ page }) => {
  const { email, id, sessionId } = await userWithSession('history-sources');
  const turn = { session_id: sessionId, profile_id: id, latency_ms: 600 };
  const { error: turnError } = await adminClient()
    .from('interview_turn')
    .insert([
      { ...turn, question: 'Tell me about a migration you led.', answer: 'I moved the ledger to Postgres with zero downtime [1] and cut deploy time by 70% [2].', question_at: '2026-11-20T14:01:00Z', sources: SOURCES },
      { ...turn, question: 'Why us?', answer: 'An answer kept before sources were.', question_at: '2026-11-20T14:03:00Z' },
    ]);
  if (turnError) throw new Error(turnError.message);

  await signInAt(page, email, '/history');
  const card = page.getByTestId('history-session');
  await card.getByText('Show questions and answers').click();
  const sources = card.getByTestId('history-sources');
  await expect(sources).toHaveCount(1);
  await expect(card.getByRole('region', { name: 'Question 1' }).getByTestId('history-sources')).toBeVisible();
  await expect(sources).toHaveText('Sources: [1] Story: Billing ledger migration cited · [2] Resume, line 4 cited · [3] Job description, line 1');
  await expectAccessible(page);
  await screenshots(page, 'history-sources');

  await card.getByRole('link', { name: /^Debrief/ }).click();
  await expect(page.getByTestId('answer-source')).toHaveCount(3);
  await screenshots(page, 'debrief-sources');
});
