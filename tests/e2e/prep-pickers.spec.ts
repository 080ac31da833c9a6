// Choosing the application at Start: the interview screen (beside "Listen to") and practice start
// with the nearest upcoming interview's application, the candidate may pick another or none, and
// the hello names exactly that one (and then sends no resume or job description of its own). The
// history shows each session's application and filters by it through ?application=<id>, which a
// reload keeps; the debrief names it. Personalize manages the resume versions.
import { shot, TAKE_SCREENS } from './screens';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MockInterviewServer } from '../fixtures/interview/mock-interview-server';
import { adminClient, expectAccessible } from './auth-helpers';
import { BASE_ARGS, onboardedUser } from './interview-live-helpers';

const SHOTS = 'test-results/screens';
const DAY = 24 * 60 * 60 * 1000;

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'] },
  permissions: ['microphone'],
  viewport: { width: 1280, height: 800 },
});

/** The settings row that holds "Listen to": the picker must sit in it. */
const settingsRow = (page: Page) => page.getByRole('group', { name: 'Listen to' }).locator('..');

async function insertApplication(profileId: string, fields: { company: string; role: string; interview_at: string | null }): Promise<string> {
  const { data, error } = await adminClient()
    .from('job_application')
    .insert({ profile_id: profileId, job_description: `${fields.role} wanted at ${fields.company}.`, ...fields })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function insertSession(profileId: string, applicationId: string | null, startedAt: string, question: string): Promise<string> {
  const admin = adminClient();
  const { data, error } = await admin
    .from('interview_session')
    .insert({ profile_id: profileId, source: 'mic', mode: 'manual', started_at: startedAt, ended_at: new Date(Date.parse(startedAt) + 600_000).toISOString(), application_id: applicationId })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const id = (data as { id: string }).id;
  const turn = await admin.from('interview_turn').insert({ session_id: id, profile_id: profileId, question, answer: 'An answer.', question_at: startedAt });
  if (turn.error) throw new Error(turn.error.message);
  return id;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENS) return;
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await shot(page, `${SHOTS}/${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the interview and practice start with the nearest interview’s application, the hello carries the one chosen, and the history filters by it', async ({ page }) => {
  test.setTimeout(300_000);
  const server = new MockInterviewServer();
  await server.install(page);
  const userId = await onboardedUser(page, 'prep-pickers');
  const soon = await insertApplication(userId, { company: 'Acme', role: 'Backend Engineer', interview_at: new Date(Date.now() + 2 * DAY).toISOString() });
  const later = await insertApplication(userId, { company: 'Globex', role: 'Data Engineer', interview_at: new Date(Date.now() + 9 * DAY).toISOString() });
  const archived = await insertApplication(userId, { company: 'Initech', role: 'Archived Role', interview_at: new Date(Date.now() + DAY).toISOString() });
  await adminClient().from('job_application').update({ archived_at: new Date().toISOString() }).eq('id', archived);
  const hellos: Record<string, unknown>[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      if (typeof frame.payload !== 'string') return;
      const message = JSON.parse(frame.payload) as Record<string, unknown>;
      if (message.type === 'hello') hellos.push(message);
    }),
  );
  await page.reload();

  // Beside "Listen to": the nearest upcoming interview is chosen; the archived one is not offered.
  const picker = settingsRow(page).getByLabel('Application', { exact: true });
  await expect(picker).toHaveValue(soon);
  await expect(picker.locator('option')).toHaveText(['Backend Engineer at Acme', 'Data Engineer at Globex', 'None (profile resume and job description)']);
  await expect(settingsRow(page).getByRole('link', { name: 'Manage in Prep' })).toHaveAttribute('href', '/prep');
  await expectAccessible(page);
  await shoot(page, 'pickers-interview');

  await picker.selectOption({ label: 'Data Engineer at Globex' });
  await page.getByRole('radio', { name: 'Microphone', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  await expect(picker).toBeDisabled();
  await expect.poll(() => server.hello?.application_id).toBe(later);
  // The application brings its own documents: the profile's are not sent beside it.
  expect(server.hello).not.toHaveProperty('resume');
  expect(server.hello).not.toHaveProperty('jobDescription');
  // What went over the wire, as the browser sent it.
  if (hellos.length > 0) expect(hellos[0]).toMatchObject({ application_id: later });
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(picker).toBeEnabled();
  await expect(picker).toHaveValue(later);

  // "None": the session runs on the profile's resume and job description, as before applications.
  await picker.selectOption({ label: 'None (profile resume and job description)' });
  server.hello = null;
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByRole('button', { name: 'Stop Interview' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => server.hello !== null).toBe(true);
  expect(server.hello).not.toHaveProperty('application_id');
  await page.getByRole('button', { name: 'Stop Interview' }).click();

  // Practice offers the same choice, and its hello names it too.
  await page.goto('/practice');
  const practicePicker = page.getByLabel('Application', { exact: true });
  await expect(practicePicker).toHaveValue(soon);
  server.hello = null;
  await page.getByRole('button', { name: 'Start practice' }).click();
  await expect.poll(() => server.hello?.application_id, { timeout: 20_000 }).toBe(soon);
  expect(server.hello).toMatchObject({ purpose: 'practice' });

  // History: each session's application, and a filter that survives a reload.
  const base = Date.now() - 5 * DAY;
  const soonSession = await insertSession(userId, soon, new Date(base).toISOString(), 'Why Acme?');
  await insertSession(userId, later, new Date(base + DAY).toISOString(), 'Why Globex?');
  await insertSession(userId, null, new Date(base + 2 * DAY).toISOString(), 'Tell me about yourself.');
  await page.goto('/history');
  const cards = page.getByTestId('history-session');
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('history-application')).toHaveText([' · Data Engineer at Globex', ' · Backend Engineer at Acme']);
  const filter = page.getByLabel('Application', { exact: true });
  await expect(filter.locator('option')).toContainText(['All', 'Archived Role at Initech (archived)']);
  await filter.selectOption({ label: 'Backend Engineer at Acme' });
  await expect(page).toHaveURL(new RegExp(`/history\\?application=${soon}$`));
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Backend Engineer at Acme');
  await page.reload();
  await expect(filter).toHaveValue(soon);
  await expect(cards).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'pickers-history');
  await filter.selectOption({ label: 'All' });
  await expect(page).toHaveURL(/\/history$/);
  await expect(cards).toHaveCount(3);

  // The debrief names the application in its header.
  await page.goto(`/history/${soonSession}`);
  await expect(page.getByTestId('debrief-application')).toHaveText(' · Application: Backend Engineer at Acme');
});

test('Personalize keeps resume versions: add one from a file, rename it, delete it; the main resume cannot be deleted', async ({ page }) => {
  test.setTimeout(180_000);
  const userId = await onboardedUser(page, 'prep-resumes');
  await adminClient().from('resume').upsert({ profile_id: userId, resume: 'Main resume: ten years of Go.' });
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Personalize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calibrate AI Responses' });
  const versions = dialog.getByTestId('resume-versions');
  await expect(versions.getByRole('heading', { name: 'Resume versions' })).toBeVisible();
  // The main resume (mirrored from the Resume box by the database) is listed and cannot be deleted.
  await expect(versions.getByRole('listitem')).toHaveCount(1);
  await expect(versions.getByRole('listitem')).toContainText('main resume');
  await expect(versions.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await versions.getByRole('button', { name: 'Add version' }).click();
  const form = versions.getByRole('group', { name: 'New resume version' });
  await form.getByRole('button', { name: 'Save version' }).click();
  await expect(form.getByRole('alert')).toHaveText('Give this resume a name.');
  await form.getByLabel('Name').fill('Data resume');
  await form.locator('input[type=file]').setInputFiles(path.join(__dirname, '..', 'fixtures', 'resume.pdf'));
  await expect(form.getByLabel('Resume text')).toHaveValue(/Jordan Example - Senior Data Engineer/);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save version' }).click();
  await expect(form).toHaveCount(0);
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect.poll(async () => (await adminClient().from('resume_version').select('name, is_primary').eq('profile_id', userId).order('is_primary')).data).toEqual([
    { name: 'Data resume', is_primary: false },
    { name: 'Resume', is_primary: true },
  ]);

  await versions.getByRole('button', { name: 'Rename Data resume' }).click();
  await versions.getByLabel('New name for Data resume').fill('Analytics resume');
  await versions.getByLabel('New name for Data resume').press('Enter');
  await expect(versions.getByText('Analytics resume')).toBeVisible();
  // Enter saved the name only: Personalize is still open.
  await expect(dialog).toBeVisible();

  await versions.getByRole('button', { name: 'Delete Analytics resume' }).click();
  await versions.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(versions.getByRole('listitem')).toHaveCount(1);
  const { data } = await adminClient().from('resume_version').select('name').eq('profile_id', userId);
  expect(data).toEqual([{ name: 'Resume' }]);
});
