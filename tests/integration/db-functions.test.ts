// The server-side SQL functions: metering to the second, limits, Stripe sync, event
// idempotency, data deletion and who may call them, on PGlite; concurrency on a real
// PostgreSQL server (PGlite runs one transaction at a time, so it cannot race).
import { applySchema } from '../../emulators/db/apply-schema';
import { openDatabase, type OpenedDatabase } from '../../emulators/db/open-database';
import { PgDatabase } from './helpers/pg-database';
import { defineConcurrencyTests } from './helpers/db-concurrency-suite';
import { defineDbFunctionSuite } from './helpers/db-function-suite';
import { describeWithPostgres, startPostgresServer, type PostgresServer } from './helpers/postgres-server';

describe('SQL functions on PGlite', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase();
  });
  afterAll(async () => {
    await opened?.close();
  });
  defineDbFunctionSuite(() => opened.db);
});

describeWithPostgres('metering under concurrency on PostgreSQL', () => {
  let server: PostgresServer;
  let db: PgDatabase;
  beforeAll(async () => {
    server = await startPostgresServer();
    db = new PgDatabase(server.connectionString);
    await applySchema(db);
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });
  defineConcurrencyTests(() => db);
});
