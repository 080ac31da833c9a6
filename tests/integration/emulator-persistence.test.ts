import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anonClient, serviceClient, startTestEmulator } from './helpers/emulator';

// The emulator keeps users and rows across a restart of the process (same data directory),
// and a second emulator on the same directory is refused instead of corrupting it.
describe('emulator persistence', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuecard-persist-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps a user, their session and their rows across a restart', async () => {
    const dataDir = path.join(dir, 'supabase');
    const first = await startTestEmulator({ dataDir });
    const email = `persist-${Date.now()}@example.com`;
    const created = await serviceClient(first).auth.admin.createUser({ email, password: 'correct horse 1', email_confirm: true });
    expect(created.error).toBeNull();
    const userId = created.data.user!.id;
    const client = anonClient(first);
    const signIn = await client.auth.signInWithPassword({ email, password: 'correct horse 1' });
    expect(signIn.error).toBeNull();
    const saved = await client.from('resume').upsert({ profile_id: userId, resume: 'Led the payments team at Acme.' });
    expect(saved.error).toBeNull();
    const refreshToken = signIn.data.session!.refresh_token;

    // A second emulator on the same directory must refuse to start.
    await expect(startTestEmulator({ dataDir })).rejects.toThrow(/already/);
    await first.close();

    const second = await startTestEmulator({ dataDir });
    try {
      const again = anonClient(second);
      const refreshed = await again.auth.refreshSession({ refresh_token: refreshToken });
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.user?.id).toBe(userId);
      const { data, error } = await again.from('resume').select('resume').eq('profile_id', userId).single();
      expect(error).toBeNull();
      expect(data).toEqual({ resume: 'Led the payments team at Acme.' });
      const profile = await again.from('profile').select('has_resume').eq('id', userId).single();
      expect(profile.data).toEqual({ has_resume: true });
    } finally {
      await second.close();
    }
  });
});
