// The realtime schema (realtime.messages, realtime.topic()) is what the emulator provides in
// place of hosted Supabase's Realtime service: it exists once the emulator has started, and
// a policy a migration writes on it survives a restart on the same data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestEmulator } from './helpers/emulator';
import { closeClients, realtimeClient, refused, subscribed } from './helpers/realtime';

describe('realtime schema', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuecard-realtime-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('exists after start, with row-level security on, and keeps its policies across a restart', async () => {
    const dataDir = path.join(dir, 'supabase');
    const first = await startTestEmulator({ dataDir });
    try {
      const schema = await first.context.db.query<{ rls: boolean; topic: string | null }>(
        `select (select relrowsecurity from pg_class where oid = 'realtime.messages'::regclass) as rls,
                (select realtime.topic()) as topic`,
      );
      expect(schema.rows).toEqual([{ rls: true, topic: null }]);
      await first.context.db.exec(`
        create policy "persisted: the anon role may receive broadcasts on lobby"
          on realtime.messages for select to anon using (realtime.topic() = 'lobby');`);
    } finally {
      await first.close();
    }

    const second = await startTestEmulator({ dataDir });
    const anon = realtimeClient(second);
    try {
      const policies = await second.context.db.query<{ policyname: string }>(
        `select policyname from pg_policies where schemaname = 'realtime' and tablename = 'messages'`,
      );
      expect(policies.rows).toEqual([{ policyname: 'persisted: the anon role may receive broadcasts on lobby' }]);
      // The policy still decides joins: the lobby is open to anon, any other private topic is not.
      await subscribed(anon.channel('lobby', { config: { private: true } }));
      expect(await refused(anon.channel('backstage', { config: { private: true } }))).toMatch(/^Unauthorized/);
    } finally {
      await closeClients(anon);
      await second.close();
    }
  });
});
