// Proof that supabase/migrations and seed.sql run on PostgreSQL 15 (what hosted Supabase
// runs, besides 17), not only on PGlite's Postgres 18: apply them to a throwaway server,
// then run the same RLS matrix and function tests as the PGlite suites.
import { applySchema } from '../../emulators/db/apply-schema';
import { PgDatabase } from './helpers/pg-database';
import { migrationFiles, seedFile } from '../../emulators/db/schema-files';
import { defineDbFunctionSuite } from './helpers/db-function-suite';
import { describeWithPostgres, startPostgresServer, type PostgresServer } from './helpers/postgres-server';
import { defineRlsSuite } from './helpers/rls-suite';

describeWithPostgres('migrations on PostgreSQL 15', () => {
  let server: PostgresServer;
  let db: PgDatabase;
  let applied: string[];
  beforeAll(async () => {
    server = await startPostgresServer();
    db = new PgDatabase(server.connectionString);
    applied = await applySchema(db);
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  test('the server is PostgreSQL 15', async () => {
    const r = await db.query<{ server_version_num: string }>('show server_version_num');
    expect(r.rows[0].server_version_num).toMatch(/^15\d{4}$/);
  });

  test('the platform files, every migration and the seed applied', () => {
    expect(applied).toEqual([...migrationFiles().map((f) => f.version), 'seed']);
  });

  test('applying again applies nothing', async () => {
    expect(await applySchema(db)).toEqual([]);
  });

  test('the seed is idempotent: running it again changes nothing', async () => {
    const snapshot = () =>
      db.query(
        `select (select json_agg(p order by id) from (select id, description, price, credits, lookup_key, expire_msg from public.plan) p)::text as plans,
                (select json_agg(f order by plan_id, sort_order) from (select plan_id, sort_order, feature from public.plan_feature) f)::text as features,
                (select json_agg(t order by id) from (select id, description, email_address, created_at from public.testimony) t)::text as testimonials`,
      );
    const before = (await snapshot()).rows;
    await db.exec(seedFile()!.sql);
    expect((await snapshot()).rows).toEqual(before);
  });

  test('the seed has a free plan 1, paid plans with Stripe lookup keys, and at least 7 testimonials', async () => {
    const plans = await db.query<{ id: number; price: string; lookup_key: string | null; features: number }>(
      `select p.id, p.price::text as price, p.lookup_key, (select count(*)::int from public.plan_feature f where f.plan_id = p.id) as features
         from public.plan p order by p.id`,
    );
    expect(plans.rows[0]).toEqual({ id: 1, price: '0.00', lookup_key: null, features: expect.any(Number) });
    const paid = plans.rows.filter((p) => Number(p.price) > 0);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    for (const p of paid) expect(p).toEqual({ id: p.id, price: p.price, lookup_key: expect.stringMatching(/^cuecard_\w+$/), features: expect.any(Number) });
    expect(plans.rows.every((p) => p.features > 0)).toBe(true);
    const t = await db.query<{ n: number }>('select count(*)::int as n from public.testimony');
    expect(t.rows[0].n).toBeGreaterThanOrEqual(7);
  });

  describe('row-level security', () => {
    defineRlsSuite(() => db);
  });

  describe('SQL functions', () => {
    defineDbFunctionSuite(() => db);
  });
});
