// The prep sheet read through a user's own client (as the page and the PDF route read it): their
// application with its resume version, their stories linked to it or to none, their profile's
// language; another user's application, an unknown id and a malformed one are all not found.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { loadPrepSheet } from '@/lib/prep/load-prep-sheet';
import type { Database } from '@/lib/supabase/database';
import { browserClient, createConfirmedUser, uniqueEmail } from './auth-helpers';
import { startTestEmulator } from './helpers/emulator';

jest.setTimeout(60_000);

const PASSWORD = 'correct horse battery staple 42';
const JD = 'Senior Data Engineer: design and run batch data pipelines into the warehouse, own data quality. Python, SQL, Airflow.';

let em: RunningEmulator;
let alice: SupabaseClient<Database>;
let bob: SupabaseClient<Database>;
let aliceId: string;
let application: string;
let other: string;

async function signedIn(email: string): Promise<SupabaseClient<Database>> {
  await createConfirmedUser(em, email, PASSWORD);
  const client = browserClient(em) as unknown as SupabaseClient<Database>;
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(error.message);
  return client;
}

async function insert<T extends 'job_application' | 'story' | 'resume_version' | 'story_application'>(table: T, row: Database['public']['Tables'][T]['Insert']): Promise<string> {
  const { data, error } = await alice.from(table).insert(row as never).select('*').single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data as { id?: string }).id ?? '';
}

beforeAll(async () => {
  em = await startTestEmulator();
  alice = await signedIn(uniqueEmail('sheet-alice'));
  bob = await signedIn(uniqueEmail('sheet-bob'));
  aliceId = (await alice.auth.getUser()).data.user!.id;
  const resume = await insert('resume_version', { profile_id: aliceId, name: 'Data resume', resume: 'Data engineer, five years of Airflow.' });
  application = await insert('job_application', {
    profile_id: aliceId,
    company: 'Acme',
    role: 'Senior Data Engineer',
    job_description: JD,
    resume_version_id: resume,
    interview_at: '2026-12-01T14:00:00Z',
    round: 'Onsite',
    notes: 'Ask about the on-call rota.',
    language: null,
  });
  other = await insert('job_application', { profile_id: aliceId, company: 'Other', role: 'Analyst', job_description: '' });
  const serving = { situation: 'Our nightly batch pipeline into the warehouse failed twice a week.', task: 'Make it reliable.', action: 'I rebuilt it in Airflow with data quality checks and alerts.', result: 'Failures dropped to one a quarter.', tags: ['pipeline', 'data quality'] };
  await insert('story', { profile_id: aliceId, title: 'Nightly pipeline rebuild', ...serving });
  const elsewhere = await insert('story', { profile_id: aliceId, title: 'Pipeline for the other job', ...serving });
  await insert('story_application', { story_id: elsewhere, application_id: other, profile_id: aliceId });
});
afterAll(() => em?.close());

test('the owner reads the sheet: header, resume version, stories for this application, notes', async () => {
  const sheet = await loadPrepSheet(alice, application);
  expect(sheet).toEqual(expect.objectContaining({ title: 'Senior Data Engineer at Acme', round: 'Onsite', resumeName: 'Data resume', notes: 'Ask about the on-call rota.', interviewAt: expect.stringMatching(/^2026-12-01T14:00:00/) }));
  expect(sheet?.questions).toHaveLength(8);
  expect(sheet?.questionsToAsk).toHaveLength(5);
  const titles = new Set(sheet?.questions.flatMap((q) => (q.story ? [q.story.title] : [])));
  expect(titles).toEqual(new Set(['Nightly pipeline rebuild']));
});

test("an application on the main resume names the main version (a generic name before there is one); the profile's language applies when it sets none", async () => {
  expect((await loadPrepSheet(alice, other))?.resumeName).toBe('Main resume');
  const { error } = await alice.from('resume').upsert({ profile_id: aliceId, resume: 'Analyst, SQL and dashboards.' });
  if (error) throw new Error(error.message);
  await alice.from('profile').update({ interview_language: 'hi' }).eq('id', aliceId);
  const sheet = await loadPrepSheet(alice, other);
  // The main version is made from the one resume Personalize edits, under its default name.
  expect(sheet?.resumeName).toBe('Resume');
  expect(sheet?.languageLabel).toBe('Hindi · हिन्दी');
  expect(sheet?.questions.every((q) => /\p{Script=Devanagari}/u.test(q.text))).toBe(true);
});

test("another user's application is not found, as is an unknown or malformed id", async () => {
  expect(await loadPrepSheet(bob, application)).toBeNull();
  expect(await loadPrepSheet(alice, '00000000-0000-4000-8000-000000000000')).toBeNull();
  expect(await loadPrepSheet(alice, 'not-an-id')).toBeNull();
});
