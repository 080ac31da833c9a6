// An answer shows its evidence, against the real ws-server on the offline engines: a user with
// a resume and a story about a conflict hears (through Chromium's fake microphone, a flite WAV)
// "Tell me about a time you had a conflict with a coworker…", presses Space, and the offline
// answer lays out that story's STAR lines with citation buttons and a Sources list; the
// citation opens the story's passage. The stored turn shows the same sources on its debrief.
import { shot } from './screens';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../lib/dev-defaults';
import { adminClient, createUser, EMULATOR_URL, PASSWORD, signInAt, uniqueEmail } from './auth-helpers';
import { BASE_ARGS, skipPreflight, writeFliteQuestionWav } from './interview-live-helpers';

const MIC_WAV = path.resolve('test-results/answer-sources/mic-question.wav');
const SHOTS = 'test-results/screens';

const STORY = {
  title: 'Resolving a conflict with a coworker over code reviews',
  situation: 'A senior coworker and I disagreed about blocking reviews on the payments team.',
  task: 'I had to keep the release on schedule without damaging the working relationship.',
  action: 'I asked for a one-to-one, listened to his concerns and proposed a shared review checklist.',
  result: 'Review time fell from three days to one and we co-presented the checklist to the team.',
  tags: ['conflict', 'collaboration', 'communication'],
  figures: 'review time from 3 days to 1 day',
};
const RESUME = [
  'Jordan Lee',
  'Senior Software Engineer, Acme Payments (2019 to now)',
  'Led a team of 6 engineers building the billing ledger.',
  'Cut payment failures by 18% by rebuilding the retry service.',
].join('\n');

writeFliteQuestionWav(MIC_WAV, 'Tell me about a time you had a conflict with a coworker and how you resolved it.');

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${MIC_WAV}`] },
  permissions: ['microphone'],
  viewport: { width: 1280, height: 900 },
});

/** The resume and the story, written as the user through row-level security, as /prep and Personalize do. */
async function seedAsUser(email: string, userId: string): Promise<void> {
  const user = createClient(EMULATOR_URL, DEV_PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error: signInError } = await user.auth.signInWithPassword({ email, password: PASSWORD });
  if (signInError) throw new Error(signInError.message);
  await user.from('resume').upsert({ profile_id: userId, resume: RESUME }, { onConflict: 'profile_id' }).throwOnError();
  await user.from('story').insert({ profile_id: userId, ...STORY }).throwOnError();
}

test('a behavioural answer tells the candidate’s story, cites it, and opens the passage', async ({ page }) => {
  test.setTimeout(180_000);
  await skipPreflight(page);
  const email = uniqueEmail('answer-sources');
  const userId = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', userId).throwOnError();
  await seedAsUser(email, userId);
  await signInAt(page, email, '/interview');
  await page.waitForURL('**/interview');

  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByTestId('question-list')).toContainText(/conflict|coworker/i, { timeout: 60_000 });
  await page.keyboard.press('Space');
  const answer = page.getByTestId('answer').first();
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });

  // The story's own STAR lines, not resume fragments.
  await expect(answer).toContainText('disagreed about blocking reviews');
  await expect(answer).toContainText('shared review checklist');
  await expect(answer.getByTestId('no-story')).toHaveCount(0);

  // Citations in the text, each named after its source; the list numbers them the same way.
  const storyLabel = `Story: ${STORY.title}`;
  const citation = answer.getByRole('button', { name: `Source 1: ${storyLabel}` }).first();
  await expect(citation).toBeVisible();
  const sources = answer.getByTestId('answer-sources');
  await expect(sources.getByRole('heading', { name: 'Sources', exact: true })).toBeVisible();
  const first = sources.getByTestId('answer-source').first();
  await expect(first).toContainText(`[1]${storyLabel}`);
  await expect(first).toContainText('cited');
  // No marker is shown for a number the answer was not given.
  const numbers = await answer.locator('[data-citation]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-citation'))));
  const listed = await sources.getByTestId('answer-source').count();
  expect(numbers.length).toBeGreaterThan(0);
  for (const n of numbers) expect(n).toBeLessThanOrEqual(listed);

  // [1] opens the story's passage, with its lines and a way to it in Prep.
  await citation.click();
  const passage = first.getByTestId('source-passage');
  await expect(passage).toBeVisible();
  await expect(passage).toBeFocused();
  await expect(passage).toContainText(STORY.action);
  await expect(passage.getByRole('link', { name: /Open in Prep/ })).toHaveAttribute('href', '/prep');
  await expect(citation).toHaveAttribute('aria-expanded', 'true');

  const axe = await new AxeBuilder({ page }).include('[data-testid="answer"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await shot(answer, `${SHOTS}/sources-1280.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await answer.scrollIntoViewIfNeeded();
  await shot(answer, `${SHOTS}/sources-390.png`);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();

  // The debrief shows the turn's stored sources the same way.
  const db = adminClient();
  let sessionId = '';
  await expect
    .poll(
      async () => {
        const { data } = await db.from('interview_session').select('id, interview_turn(sources)').eq('profile_id', userId).order('started_at', { ascending: false }).limit(1).maybeSingle();
        sessionId = data?.id ?? '';
        const turns = (data?.interview_turn ?? []) as { sources: unknown }[];
        return turns.some((t) => Array.isArray(t.sources) && t.sources.length > 0);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.goto(`/history/${sessionId}`);
  const turn = page.getByTestId('debrief-turn').first();
  await expect(turn.getByTestId('answer-sources')).toContainText(storyLabel);
  await turn.getByRole('button', { name: `Source 1: ${storyLabel}` }).first().click();
  await expect(turn.getByTestId('source-passage').filter({ hasText: STORY.situation })).toBeVisible();
  await shot(page, `${SHOTS}/sources-debrief-1280.png`);
});
