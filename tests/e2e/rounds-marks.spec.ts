// Where the rounds' record shows outside the interview screen: an application whose first round
// told a story (its figure "40%") and whose second told it again with "60%". The prep sheet says
// where the story was told, in its list and under the question it answers; the second round's
// debrief flags "40% in round 1, 60% today". The rounds are recorded as the ws-server records
// them (record_round, service role); interview-rounds.spec.ts drives that part through a browser.
import { expect, test } from '@playwright/test';
import { adminClient, createUser, expectAccessible, screenshots, signInAt, uniqueEmail } from './auth-helpers';

const STORY = {
  title: 'Convincing leadership to fund testing',
  tags: ['influence', 'persuasion', 'stakeholders'],
  situation: 'Leadership saw automated tests as slowing us down.',
  task: 'I wanted budget for a test suite.',
  action: 'I showed the cost of the last ten production bugs in support hours.',
  result: 'They funded two sprints of testing and escaped bugs fell by 40%.',
  figures: '40%',
};
const TOLD = /^Told on Nov 2\d, round 1$/;

/** Two rounds of one application, a week apart, each with a turn and what the ws-server would record. */
async function seedRounds(userId: string) {
  const db = adminClient();
  const { data: app } = await db
    .from('job_application')
    .insert({ profile_id: userId, company: 'Acme', role: 'Staff engineer', job_description: 'Staff engineer: influence stakeholders, own testing strategy.', round: 'Round 1' })
    .select('id')
    .single()
    .throwOnError();
  const { data: story } = await db.from('story').insert({ profile_id: userId, ...STORY }).select('id').single().throwOnError();
  const round = async (startedAt: string, label: string, figure: string) => {
    await db.from('job_application').update({ round: label }).eq('id', app!.id).throwOnError();
    const { data: session } = await db.from('interview_session').insert({ profile_id: userId, kind: 'live', application_id: app!.id, started_at: startedAt, ended_at: startedAt }).select('id').single().throwOnError();
    await db.from('interview_turn').insert({ session_id: session!.id, profile_id: userId, question: 'Tell me about a time you persuaded leadership.', answer: `Escaped bugs fell by ${figure}.` }).throwOnError();
    await db
      .rpc('record_round', {
        p_profile_id: userId,
        p_session_id: session!.id,
        p_told: [{ story_id: story!.id, said: true, shown: false }],
        p_figures: [{ story_id: story!.id, figure, value: `%${figure.replace('%', '')}`, unit: '%', context: `escaped bugs fell by ${figure}`, origin: 'said' }],
      })
      .throwOnError();
    return session!.id;
  };
  await round('2026-11-28T15:00:00Z', 'Round 1', '40%');
  const second = await round('2026-12-05T15:00:00Z', 'Round 2', '60%');
  return { applicationId: app!.id, secondSession: second };
}

test.describe('the rounds’ record', () => {
  let seeded: { applicationId: string; secondSession: string };
  let email = '';
  test.beforeEach(async () => {
    email = uniqueEmail('rounds-marks');
    const id = await createUser(email, { onboarded: true });
    await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id).throwOnError();
    seeded = await seedRounds(id);
  });

  test('the prep sheet says where each story was told', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAt(page, email, `/prep/${seeded.applicationId}/sheet`);
    const list = page.getByRole('region', { name: 'Already told to Acme' });
    await expect(list.getByTestId('told-story')).toContainText(STORY.title);
    await expect(list.getByTestId('told-mark')).toHaveText([TOLD, /^Told on Dec \d, round 2$/]);
    const underStory = page.getByTestId('prep-sheet-question').filter({ has: page.getByTestId('prep-sheet-story') }).first();
    await expect(underStory.getByTestId('told-mark').first()).toHaveText(TOLD);
    await expectAccessible(page);
    await screenshots(page, 'prep-sheet-told');
  });

  test('the second round’s debrief flags the figure that changed since the first', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAt(page, email, `/history/${seeded.secondSession}`);
    const rounds = page.getByRole('region', { name: 'What you told them' });
    await expect(rounds).toContainText('Round 2 · Staff engineer at Acme');
    const story = rounds.getByTestId('debrief-round-story');
    await expect(story).toContainText(STORY.title);
    await expect(story).toContainText('In your own words');
    await expect(story.getByTestId('told-mark')).toHaveText(TOLD);
    await expect(story.getByTestId('figure-changed')).toHaveText('Figure changed: 40% in round 1, 60% today');
    await expectAccessible(page);
    await screenshots(page, 'debrief-rounds');
  });
});
