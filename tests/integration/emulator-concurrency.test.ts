import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { anonClient, serviceClient, startTestEmulator } from './helpers/emulator';

// 200 requests in flight at once from several signed-in users: every answer is the
// requester's own data (no cross-talk between transactions in the PGlite worker).
describe('emulator under concurrent load', () => {
  let emulator: RunningEmulator;
  const users: { id: string; client: SupabaseClient; text: string }[] = [];

  beforeAll(async () => {
    emulator = await startTestEmulator();
    const admin = serviceClient(emulator);
    for (let i = 0; i < 5; i++) {
      const email = `load-${i}-${Date.now()}@example.com`;
      const { data, error } = await admin.auth.admin.createUser({ email, password: 'load test pw 1', email_confirm: true });
      if (error) throw error;
      const client = anonClient(emulator);
      const signIn = await client.auth.signInWithPassword({ email, password: 'load test pw 1' });
      if (signIn.error) throw signIn.error;
      const text = `Resume of user ${i}`;
      const saved = await client.from('resume').upsert({ profile_id: data.user.id, resume: text });
      if (saved.error) throw saved.error;
      users.push({ id: data.user.id, client, text });
    }
  });
  afterAll(() => emulator.close());

  it('answers 200 concurrent reads and writes, each with the right user data', async () => {
    const requests = Array.from({ length: 200 }, async (_, n) => {
      const user = users[n % users.length];
      if (n % 4 === 0) {
        const { error } = await user.client.from('job_description').upsert({ profile_id: user.id, job_description: `JD ${n}` });
        expect(error).toBeNull();
        return;
      }
      const { data, error } = await user.client.from('resume').select('profile_id, resume');
      expect(error).toBeNull();
      // Row-level security: each user sees exactly their own resume, even under load.
      expect(data).toEqual([{ profile_id: user.id, resume: user.text }]);
    });
    await Promise.all(requests);
    for (const user of users) {
      const { data } = await user.client.from('job_description').select('job_description').single();
      expect(data?.job_description).toMatch(/^JD \d+$/);
    }
  });
});
