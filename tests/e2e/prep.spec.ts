// /prep: the candidate's job applications and their bank of STAR stories.
import { shot } from './screens';
import { expect, test, type Page } from '@playwright/test';
import { adminClient, createUser, expectAccessible, signInAt, uniqueEmail } from './auth-helpers';

// Each test walks a whole flow with axe checks and screenshots at two widths: more than the
// default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

async function signedInUser(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  await signInAt(page, email, '/interview');
  await page.waitForURL('**/interview');
  return id;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Nothing may scroll sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `test-results/screens/prep-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an application is added from the menu, listed, edited, archived, unarchived and deleted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const userId = await signedInUser(page, 'prep-apps');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prep', exact: true }).click();
  await page.waitForURL('**/prep');
  await expect(page.getByRole('heading', { name: 'Prep', level: 1 })).toBeVisible();
  await expect(page.getByText('No applications yet.')).toBeVisible();
  await expect(page.getByText('No stories yet.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'empty');

  await page.getByRole('button', { name: 'Add application' }).click();
  const form = page.getByRole('dialog', { name: 'Add application' });
  await form.getByLabel('Company').fill('Globex');
  await form.getByLabel('Role').fill('Staff Engineer');
  await form.getByLabel('Job description').fill('Own the billing platform. Lead migrations.');
  await form.getByLabel('Interview date and time').fill('2030-03-04T10:30');
  await form.getByLabel('Round').fill('Onsite');
  await expect(form.getByLabel('Resume')).toHaveValue('');
  await expect(form.getByLabel('Interview language')).toHaveValue('');
  await expectAccessible(page);
  await shoot(page, 'application-form');
  await form.getByRole('button', { name: 'Save application' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name: 'Staff Engineer at Globex' });
  await expect(card).toContainText('Onsite');
  await expect(card).toContainText('2030');
  await expect(card).toContainText('Main resume');
  await expect(card.getByRole('link', { name: 'Prep sheet' })).toHaveAttribute('href', /^\/prep\/[0-9a-f-]{36}\/sheet$/);
  const { data: rows } = await adminClient().from('job_application').select('company, role, interview_at, round').eq('profile_id', userId);
  expect(rows).toEqual([{ company: 'Globex', role: 'Staff Engineer', interview_at: expect.stringMatching(/^2030-03-0[34]T/), round: 'Onsite' }]);

  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit application' });
  await expect(edit.getByLabel('Interview date and time')).toHaveValue('2030-03-04T10:30');
  await edit.getByLabel('Round').fill('Final round');
  await edit.getByRole('button', { name: 'Save application' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('Final round');

  await card.getByRole('button', { name: 'Archive' }).click();
  const archived = page.getByTestId('prep-archived');
  await expect(archived.getByText('Archived (1)')).toBeVisible();
  await expect(page.getByText('Every application is archived.')).toBeVisible();
  await archived.getByText('Archived (1)').click();
  await archived.getByRole('article', { name: 'Staff Engineer at Globex' }).getByRole('button', { name: 'Unarchive' }).click();
  await expect(archived).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Archive' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'applications');

  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this application?' }).getByRole('button', { name: 'Delete application' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No applications yet.')).toBeVisible();
  const { data: left } = await adminClient().from('job_application').select('id').eq('profile_id', userId);
  expect(left).toEqual([]);
});

test('applications are listed upcoming interview first, then past ones, then undated', async ({ page }) => {
  const userId = await signedInUser(page, 'prep-order');
  const day = 24 * 3600 * 1000;
  const { error } = await adminClient()
    .from('job_application')
    .insert([
      { profile_id: userId, company: 'Undated', role: 'Engineer' },
      { profile_id: userId, company: 'Past', role: 'Engineer', interview_at: new Date(Date.now() - 3 * day).toISOString() },
      { profile_id: userId, company: 'Later', role: 'Engineer', interview_at: new Date(Date.now() + 20 * day).toISOString() },
      { profile_id: userId, company: 'Soon', role: 'Engineer', interview_at: new Date(Date.now() + 2 * day).toISOString() },
    ]);
  if (error) throw new Error(error.message);
  await page.goto('/prep');
  await expect(page.getByTestId('prep-application').locator('h3')).toHaveText([
    'Engineer at Soon',
    'Engineer at Later',
    'Engineer at Past',
    'Engineer at Undated',
  ]);
});

test('a story linked to an application shows it, is edited to serve every application, and is deleted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const userId = await signedInUser(page, 'prep-stories');
  const { error } = await adminClient().from('job_application').insert({ profile_id: userId, company: 'Globex', role: 'Staff Engineer' });
  if (error) throw new Error(error.message);
  await page.goto('/prep');
  const application = page.getByRole('article', { name: 'Staff Engineer at Globex' });
  await expect(application).toContainText('No stories yet');

  await page.getByRole('button', { name: 'Add story' }).click();
  const form = page.getByRole('dialog', { name: 'Add story' });
  await form.getByRole('button', { name: 'Save story' }).click();
  await expect(form.getByText('Give the story a title.')).toBeVisible();
  await form.getByLabel('Title').fill('Billing ledger migration');
  await form.getByLabel('Situation').fill('Our ledger ran on a database that could not keep up.');
  await form.getByLabel('Task').fill('Move it without downtime.');
  await form.getByLabel('Action').fill('I wrote a dual-write plan and ran the cut-over.');
  await form.getByLabel('Result').fill('Zero downtime; p95 fell from 900 ms to 200 ms.');
  await form.getByLabel('Skills').fill('leadership, migration');
  await form.getByLabel('Figures').fill('p95 900 ms to 200 ms');
  await form.getByRole('checkbox', { name: 'Staff Engineer at Globex' }).check();
  await expectAccessible(page);
  await shoot(page, 'story-form');
  await form.getByRole('button', { name: 'Save story' }).click();
  await expect(form).toBeHidden();

  const story = page.getByRole('article', { name: 'Billing ledger migration' });
  await expect(story).toContainText('Use for: Staff Engineer at Globex');
  await expect(story.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(['leadership', 'migration']);
  await expect(application).toContainText('1 story');
  const { data: links } = await adminClient().from('story_application').select('application_id').eq('profile_id', userId);
  expect(links).toHaveLength(1);
  await expectAccessible(page);
  await shoot(page, 'stories');

  await story.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit story' });
  await expect(edit.getByLabel('Skills')).toHaveValue('leadership, migration');
  await edit.getByRole('checkbox', { name: 'Staff Engineer at Globex' }).uncheck();
  await edit.getByLabel('Title').fill('Ledger migration without downtime');
  await edit.getByRole('button', { name: 'Save story' }).click();
  await expect(edit).toBeHidden();
  const renamed = page.getByRole('article', { name: 'Ledger migration without downtime' });
  await expect(renamed).toContainText('Use for: All applications');
  const { data: after } = await adminClient().from('story_application').select('application_id').eq('profile_id', userId);
  expect(after).toEqual([]);

  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this story?' }).getByRole('button', { name: 'Delete story' }).click();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByText('No stories yet.')).toBeVisible();
});
