// The benches' local Supabase answers a session start's reads as PostgREST does for a user with
// no preparation, so a bench measures the start production runs: the real prep store reads the
// session's stories through it without an error, and a table it does not have is PostgREST's
// own "not found", never a JWKS where rows were expected.
import { startLocalAuth, type LocalAuth } from '@/bench/ws-support';
import { DEV_PUBLISHABLE_KEY } from '@/emulators/dev-keys';
import { createSupabasePrepStore } from '@/ws-server/prep/supabase-prep-store';

describe("the benches' local Supabase", () => {
  let auth: LocalAuth;
  beforeAll(async () => {
    auth = await startLocalAuth();
  });
  afterAll(() => auth.close());

  it('serves its JWKS, and the stories of a session start as an empty set', async () => {
    const keys = (await (await fetch(`${auth.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: unknown[] };
    expect(keys.keys).toHaveLength(1);
    const reader = createSupabasePrepStore({ url: auth.url, publishableKey: DEV_PUBLISHABLE_KEY }).forUser(auth.token());
    await expect(reader.stories()).resolves.toEqual([]);
    await expect(reader.stories(crypto.randomUUID())).resolves.toEqual([]);
  });

  it('answers a table it does not have as PostgREST does', async () => {
    const reader = createSupabasePrepStore({ url: auth.url, publishableKey: DEV_PUBLISHABLE_KEY }).forUser(auth.token());
    await expect(reader.application(crypto.randomUUID())).rejects.toThrow(/PGRST205/);
  });
});
