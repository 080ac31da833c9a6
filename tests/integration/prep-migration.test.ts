// The preparation migration (resume versions, applications, stories) on a database that
// already had users: built from every migration before it, given users with and without a
// resume and a job description, then migrated with the real file, the way a deployed
// database will be. Then the mirroring between the one resume / job description and the
// main version / application, and the per-user limits, on that same database.
import { applySchema } from '../../emulators/db/apply-schema';
import { PgliteDatabase } from '../../emulators/db/pglite-database';
import { migrationFiles, seedFile } from '../../emulators/db/schema-files';
import type { Database, Queryable } from '../../emulators/db/types';
import { withRole } from './helpers/as-role';
import { createAuthUser, type Person } from './helpers/rls-fixture';

const PREP_VERSION = '20261126001400_prep';

/** Applies the platform files and every migration before `version`, recorded as applySchema would, then the seed. */
async function buildBefore(db: Database, version: string): Promise<void> {
  await db.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, applied_at timestamptz not null default now());`);
  const files = migrationFiles();
  const index = files.findIndex((f) => f.version === version);
  if (index < 0) throw new Error(`no migration ${version}`);
  for (const file of files.slice(0, index)) {
    await db.exec(file.sql);
    await db.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [file.version]);
  }
  await db.exec(seedFile()!.sql);
}

async function migrate(db: Database, version: string): Promise<void> {
  await db.exec(migrationFiles().find((f) => f.version === version)!.sql);
  await db.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [version]);
  // Whatever came after it, so the rest of this file runs on today's schema.
  await applySchema(db);
}

interface Prep {
  versions: { name: string; resume: string; is_primary: boolean; created_at: string; id: string }[];
  applications: { company: string; role: string; job_description: string; resume_version_id: string | null; is_primary: boolean }[];
  resume: string | null;
  job_description: string | null;
  has_resume: boolean;
  has_jobdescription: boolean;
}

async function prepOf(db: Queryable, id: string): Promise<Prep> {
  const versions = await db.query<Prep['versions'][number]>(
    `select id, name, resume, is_primary, created_at::text as created_at from public.resume_version where profile_id = $1 order by is_primary desc, created_at`,
    [id],
  );
  const applications = await db.query<Prep['applications'][number]>(
    `select company, role, job_description, resume_version_id, is_primary from public.job_application where profile_id = $1 order by is_primary desc, created_at`,
    [id],
  );
  const one = await db.query<Omit<Prep, 'versions' | 'applications'>>(
    `select (select resume from public.resume where profile_id = p.id) as resume,
            (select job_description from public.job_description where profile_id = p.id) as job_description,
            p.has_resume, p.has_jobdescription
       from public.profile p where p.id = $1`,
    [id],
  );
  return { versions: versions.rows, applications: applications.rows, ...one.rows[0] };
}

let db: PgliteDatabase;
const people: Record<'both' | 'jdOnly' | 'resumeOnly' | 'blank' | 'neither', Person> = {} as never;
let resumeCreatedAt: string;

beforeAll(async () => {
  // A fresh cluster, not the cached template: the template already holds this migration.
  db = await PgliteDatabase.open();
  await buildBefore(db, PREP_VERSION);
  for (const key of Object.keys({ both: 1, jdOnly: 1, resumeOnly: 1, blank: 1, neither: 1 }) as (keyof typeof people)[]) {
    people[key] = await createAuthUser(db, `mig-${key}`);
  }
  const save = async (table: 'resume' | 'job_description', p: Person, text: string) =>
    db.query(`insert into public.${table} (profile_id, ${table}) values ($1, $2)`, [p.id, text]);
  await save('resume', people.both, 'Ten years of Go and Postgres');
  await save('job_description', people.both, 'Staff engineer, payments');
  await save('job_description', people.jdOnly, 'Data engineer, streaming');
  await save('resume', people.resumeOnly, 'Product designer');
  await save('resume', people.blank, ' \n ');
  await save('job_description', people.blank, '\t');
  resumeCreatedAt = (await db.query<{ t: string }>('select created_at::text as t from public.resume where profile_id = $1', [people.both.id])).rows[0].t;
  await migrate(db, PREP_VERSION);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the migration turns each user’s resume and job description into their first version and application', () => {
  test('a user with a resume and a job description gets one main version and one main application holding that text', async () => {
    const p = await prepOf(db, people.both.id);
    expect(p.versions).toEqual([{ id: expect.any(String), name: 'Resume', resume: 'Ten years of Go and Postgres', is_primary: true, created_at: resumeCreatedAt }]);
    expect(p.applications).toEqual([{ company: '', role: '', job_description: 'Staff engineer, payments', resume_version_id: p.versions[0].id, is_primary: true }]);
    // Nothing is lost: the one resume and job description stay as they were.
    expect([p.resume, p.job_description, p.has_resume, p.has_jobdescription]).toEqual(['Ten years of Go and Postgres', 'Staff engineer, payments', true, true]);
  });

  test('a user with only a job description gets an application on the main resume (none yet)', async () => {
    const p = await prepOf(db, people.jdOnly.id);
    expect(p.versions).toEqual([]);
    expect(p.applications).toEqual([{ company: '', role: '', job_description: 'Data engineer, streaming', resume_version_id: null, is_primary: true }]);
  });

  test('a user with only a resume gets a main version and an application with a blank job description using it', async () => {
    const p = await prepOf(db, people.resumeOnly.id);
    expect(p.versions.map((v) => [v.resume, v.is_primary])).toEqual([['Product designer', true]]);
    expect(p.applications).toEqual([{ company: '', role: '', job_description: '', resume_version_id: p.versions[0].id, is_primary: true }]);
  });

  test('a user with neither, or with only blank text, gets nothing', async () => {
    for (const p of [people.neither, people.blank]) {
      const prep = await prepOf(db, p.id);
      expect([prep.versions, prep.applications]).toEqual([[], []]);
    }
  });
});

/** Runs statements as the user and commits, as a request through the REST API would. */
async function asUser(p: Person, sql: string, params: unknown[] = []): Promise<void> {
  await withRole(db, p.actor, (tx) => tx.query(sql, params), { commit: true });
}
const saveResume = (p: Person, text: string) =>
  asUser(p, 'insert into public.resume (profile_id, resume) values ($1, $2) on conflict (profile_id) do update set resume = excluded.resume', [p.id, text]);
const saveJob = (p: Person, text: string) =>
  asUser(p, 'insert into public.job_description (profile_id, job_description) values ($1, $2) on conflict (profile_id) do update set job_description = excluded.job_description', [
    p.id,
    text,
  ]);

describe('the main version and application mirror the one resume and job description', () => {
  test('saving the resume in Personalize changes the main version; editing the main version changes the resume', async () => {
    const p = await createAuthUser(db, 'mirror-resume');
    await saveResume(p, 'First resume');
    await saveResume(p, 'Second resume');
    expect((await prepOf(db, p.id)).versions.map((v) => v.resume)).toEqual(['Second resume']);
    await asUser(p, `update public.resume_version set resume = 'Edited on /prep' where profile_id = $1 and is_primary`, [p.id]);
    const after = await prepOf(db, p.id);
    expect([after.resume, after.versions.map((v) => v.resume)]).toEqual(['Edited on /prep', ['Edited on /prep']]);
  });

  test('editing another version leaves the resume alone', async () => {
    const p = await createAuthUser(db, 'mirror-other');
    await saveResume(p, 'Main resume');
    await asUser(p, `insert into public.resume_version (profile_id, name, resume) values ($1, 'Backend', 'Backend resume')`, [p.id]);
    await asUser(p, `update public.resume_version set resume = 'Backend, edited' where profile_id = $1 and not is_primary`, [p.id]);
    const after = await prepOf(db, p.id);
    expect([after.resume, after.versions.map((v) => v.resume)]).toEqual(['Main resume', ['Main resume', 'Backend, edited']]);
  });

  test('saving the job description changes the main application; editing the application changes the job description', async () => {
    const p = await createAuthUser(db, 'mirror-job');
    await saveJob(p, 'First job');
    await saveJob(p, 'Second job');
    expect((await prepOf(db, p.id)).applications.map((a) => a.job_description)).toEqual(['Second job']);
    await asUser(p, `update public.job_application set job_description = 'Edited on /prep', company = 'Acme' where profile_id = $1 and is_primary`, [p.id]);
    const after = await prepOf(db, p.id);
    expect([after.job_description, after.applications.map((a) => [a.company, a.job_description])]).toEqual(['Edited on /prep', [['Acme', 'Edited on /prep']]]);
  });

  test('a change travels once and stops: one row each side, and the same text both sides', async () => {
    const p = await createAuthUser(db, 'mirror-loop');
    await saveResume(p, 'A');
    await saveJob(p, 'J');
    for (let i = 0; i < 3; i++) {
      await asUser(p, `update public.resume_version set resume = $2 where profile_id = $1 and is_primary`, [p.id, `From version ${i}`]);
      await saveResume(p, `From resume ${i}`);
      await asUser(p, `update public.job_application set job_description = $2 where profile_id = $1 and is_primary`, [p.id, `From application ${i}`]);
      await saveJob(p, `From job ${i}`);
    }
    const after = await prepOf(db, p.id);
    expect([after.resume, after.versions.map((v) => v.resume), after.job_description, after.applications.map((a) => a.job_description)]).toEqual([
      'From resume 2',
      ['From resume 2'],
      'From job 2',
      ['From job 2'],
    ]);
  });

  test('a new user’s first resume save makes the main version and puts it on their main application', async () => {
    const p = await createAuthUser(db, 'mirror-new');
    await saveJob(p, 'Backend engineer');
    expect((await prepOf(db, p.id)).applications).toEqual([expect.objectContaining({ job_description: 'Backend engineer', resume_version_id: null, is_primary: true })]);
    await saveResume(p, 'My first resume');
    const after = await prepOf(db, p.id);
    expect(after.versions.map((v) => [v.resume, v.is_primary])).toEqual([['My first resume', true]]);
    expect(after.applications.map((a) => a.resume_version_id)).toEqual([after.versions[0].id]);
  });

  test('a new user’s first job description save makes the main application on their main version', async () => {
    const p = await createAuthUser(db, 'mirror-new-job');
    await saveResume(p, 'Resume first');
    await saveJob(p, 'Then the job');
    const after = await prepOf(db, p.id);
    expect(after.applications).toEqual([expect.objectContaining({ job_description: 'Then the job', resume_version_id: after.versions[0].id, is_primary: true })]);
  });

  test('a blank first save makes no version and no application', async () => {
    const p = await createAuthUser(db, 'mirror-blank');
    await saveResume(p, '   ');
    await saveJob(p, '');
    const after = await prepOf(db, p.id);
    expect([after.versions, after.applications]).toEqual([[], []]);
  });

  test('has_resume and has_jobdescription follow edits made on the main version and application', async () => {
    const p = await createAuthUser(db, 'mirror-flags');
    await saveResume(p, 'R');
    await saveJob(p, 'J');
    expect((await prepOf(db, p.id)).has_resume && (await prepOf(db, p.id)).has_jobdescription).toBe(true);
    await asUser(p, `update public.resume_version set resume = '' where profile_id = $1 and is_primary`, [p.id]);
    await asUser(p, `update public.job_application set job_description = ' ' where profile_id = $1 and is_primary`, [p.id]);
    const blanked = await prepOf(db, p.id);
    expect([blanked.has_resume, blanked.has_jobdescription]).toEqual([false, false]);
    await asUser(p, `update public.resume_version set resume = 'Back' where profile_id = $1 and is_primary`, [p.id]);
    await asUser(p, `update public.job_application set job_description = 'Back' where profile_id = $1 and is_primary`, [p.id]);
    const back = await prepOf(db, p.id);
    expect([back.has_resume, back.has_jobdescription]).toEqual([true, true]);
  });
});

describe('per-user limits', () => {
  async function refusal(p: Person, sql: string): Promise<string | undefined> {
    return withRole(db, p.actor, (tx) => tx.query(sql, [p.id]).then(() => undefined, (e: { code?: string }) => e.code), { commit: true });
  }

  test('a user may keep 20 resume versions, main included; the 21st is refused', async () => {
    const p = await createAuthUser(db, 'limit-versions');
    await saveResume(p, 'Main');
    expect(await refusal(p, `insert into public.resume_version (profile_id, name) select $1, 'V' || g from generate_series(1, 19) g`)).toBeUndefined();
    expect(await refusal(p, `insert into public.resume_version (profile_id, name) values ($1, 'One too many')`)).toBe('23514');
  });

  test('a user at the limit can still save their resume and job description: the mirrored main rows are never refused', async () => {
    const p = await createAuthUser(db, 'limit-then-save');
    expect(await refusal(p, `insert into public.resume_version (profile_id, name) select $1, 'V' || g from generate_series(1, 20) g`)).toBeUndefined();
    expect(await refusal(p, `insert into public.job_application (profile_id, company) select $1, 'C' || g from generate_series(1, 200) g`)).toBeUndefined();
    expect(await refusal(p, `insert into public.resume (profile_id, resume) values ($1, 'My resume')`)).toBeUndefined();
    expect(await refusal(p, `insert into public.job_description (profile_id, job_description) values ($1, 'The job')`)).toBeUndefined();
    const prep = await prepOf(db, p.id);
    expect([prep.has_resume, prep.has_jobdescription]).toEqual([true, true]);
  });

  test('a user may keep 200 applications; the 201st is refused', async () => {
    const p = await createAuthUser(db, 'limit-apps');
    expect(await refusal(p, `insert into public.job_application (profile_id, company) select $1, 'C' || g from generate_series(1, 200) g`)).toBeUndefined();
    expect(await refusal(p, `insert into public.job_application (profile_id, company) values ($1, 'One too many')`)).toBe('23514');
  });

  test('a user may keep 300 stories; the 301st is refused, and one statement cannot slip past the count', async () => {
    const p = await createAuthUser(db, 'limit-stories');
    expect(await refusal(p, `insert into public.story (profile_id, title) select $1, 'S' || g from generate_series(1, 301) g`)).toBe('23514');
    expect(await refusal(p, `insert into public.story (profile_id, title) select $1, 'S' || g from generate_series(1, 300) g`)).toBeUndefined();
    expect(await refusal(p, `insert into public.story (profile_id, title) values ($1, 'One too many')`)).toBe('23514');
  });

  test('a row for another user is refused as row-level security refuses it, whatever that user’s limits, and says nothing of them', async () => {
    const owner = await createAuthUser(db, 'limit-owner');
    const intruder = await createAuthUser(db, 'limit-intruder');
    const full: [table: string, column: string, limit: number][] = [
      ['resume_version', 'name', 20],
      ['job_application', 'company', 200],
      ['story', 'title', 300],
    ];
    for (const [table, column, limit] of full) {
      expect(await refusal(owner, `insert into public.${table} (profile_id, ${column}) select $1, 'R' || g from generate_series(1, ${limit}) g`)).toBeUndefined();
      // The owner at the limit is told so; the intruder is refused before any count is made.
      expect(await refusal(owner, `insert into public.${table} (profile_id, ${column}) values ($1, 'One too many')`)).toBe('23514');
      const error = await withRole(db, intruder.actor, (tx) => tx.query(`insert into public.${table} (profile_id, ${column}) values ($1, 'Planted')`, [owner.id]).then(() => undefined, (e: { code?: string; message?: string }) => e), { commit: true });
      expect(error?.code).toBe('42501');
      expect(error?.message).toMatch(/row-level security/);
      expect(error?.message).not.toMatch(/at most|per user|\d/);
    }
  });

  test('one user’s rows do not count against another’s', async () => {
    const p = await createAuthUser(db, 'limit-fresh');
    expect(await refusal(p, `insert into public.story (profile_id, title) values ($1, 'My first story')`)).toBeUndefined();
  });
});
