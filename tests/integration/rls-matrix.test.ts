// Row-level security and grants on PGlite (the emulator's database): for every table and
// operation, what a visitor, the owner, another user and the service role may do.
// The same suite runs on PostgreSQL 15 in migrations-pg15.test.ts.
import { openDatabase, type OpenedDatabase } from '../../emulators/db/open-database';
import { defineRlsSuite } from './helpers/rls-suite';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openDatabase();
});
afterAll(async () => {
  await opened?.close();
});

describe('row-level security on PGlite', () => {
  defineRlsSuite(() => opened.db);
});
