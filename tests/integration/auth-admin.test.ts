// The service-role admin API: users CRUD (with cascading deletes) and generateLink.
import { createClient } from '@supabase/supabase-js';
import { DEV_ANON_JWT, DEV_SERVICE_ROLE_JWT } from '../../emulators/dev-keys';
import { anonClient, serviceClient } from './helpers/emulator';
import { APP_URL, followLink, fragmentParams, inbox, startAuthEmulator, uniqueEmail, type AuthTestEmulator } from './auth-helpers';

let t: AuthTestEmulator;
beforeAll(async () => {
  t = await startAuthEmulator();
});
afterAll(() => t.em.close());

const clientWith = (key: string) => createClient(t.em.url, key, { auth: { persistSession: false, autoRefreshToken: false } });

test('admin.createUser with email_confirm makes a user who can sign in at once, without e-mail', async () => {
  const email = uniqueEmail('admin-create');
  const started = Date.now();
  const { data, error } = await serviceClient(t.em).auth.admin.createUser({
    email,
    password: 'correct-horse',
    email_confirm: true,
    user_metadata: { full_name: 'Test User' },
    app_metadata: { tier: 'qa' },
  });
  const elapsed = Date.now() - started;
  expect(error).toBeNull();
  expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Test User' }, app_metadata: { provider: 'email', providers: ['email'], tier: 'qa' } });
  expect(data.user!.email_confirmed_at).toBeDefined();
  expect(elapsed).toBeLessThan(2000);
  expect(await inbox(t.em, email)).toEqual([]);
  expect((await anonClient(t.em).auth.signInWithPassword({ email, password: 'correct-horse' })).error).toBeNull();

  const dup = await serviceClient(t.em).auth.admin.createUser({ email, password: 'correct-horse' });
  expect(dup.error).toMatchObject({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' });
});

test('admin list, get, update', async () => {
  const admin = serviceClient(t.em).auth.admin;
  const email = uniqueEmail('admin-crud');
  const id = (await admin.createUser({ email, password: 'correct-horse', email_confirm: true })).data.user!.id;

  const list = await admin.listUsers({ page: 1, perPage: 1000 });
  expect(list.error).toBeNull();
  expect(list.data.users.map((u) => u.id)).toContain(id);
  expect((list.data as unknown as { total: number }).total).toBeGreaterThanOrEqual(1);

  const got = await admin.getUserById(id);
  expect(got.data.user).toMatchObject({ id, email });

  const updated = await admin.updateUserById(id, { password: 'changed-pass', user_metadata: { onboarded: true } });
  expect(updated.error).toBeNull();
  expect(updated.data.user!.user_metadata).toMatchObject({ onboarded: true });
  expect((await anonClient(t.em).auth.signInWithPassword({ email, password: 'changed-pass' })).error).toBeNull();

  const missing = await admin.getUserById('00000000-0000-4000-8000-000000000000');
  expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
});

test('deleting a user removes their identities, sessions and refresh tokens', async () => {
  const admin = serviceClient(t.em).auth.admin;
  const email = uniqueEmail('admin-delete');
  const id = (await admin.createUser({ email, password: 'correct-horse', email_confirm: true })).data.user!.id;
  const session = (await anonClient(t.em).auth.signInWithPassword({ email, password: 'correct-horse' })).data.session!;

  expect((await admin.deleteUser(id)).error).toBeNull();
  expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  expect((await anonClient(t.em).auth.signInWithPassword({ email, password: 'correct-horse' })).error).toMatchObject({ code: 'invalid_credentials' });
  expect((await anonClient(t.em).auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({ code: 'refresh_token_not_found' });

  const db = t.em.context.db;
  for (const table of ['auth.identities', 'auth.sessions']) {
    const { rows } = await db.query(`select count(*)::int as n from ${table} where user_id = $1`, [id]);
    expect(rows[0]).toEqual({ n: 0 });
  }
  const { rows } = await db.query('select count(*)::int as n from auth.refresh_tokens where user_id = $1', [id]);
  expect(rows[0]).toEqual({ n: 0 });
});

test('admin endpoints need the service role: publishable and anon keys get not_admin (403)', async () => {
  const viaPublishable = await anonClient(t.em).auth.admin.listUsers();
  expect(viaPublishable.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
  const viaAnonJwt = await clientWith(DEV_ANON_JWT).auth.admin.listUsers();
  expect(viaAnonJwt.error).toMatchObject({ status: 403, code: 'not_admin' });
  const viaServiceJwt = await clientWith(DEV_SERVICE_ROLE_JWT).auth.admin.listUsers();
  expect(viaServiceJwt.error).toBeNull();
});

test('generateLink returns working links for signup, magiclink and recovery without sending e-mail', async () => {
  const admin = serviceClient(t.em).auth.admin;
  const email = uniqueEmail('genlink');
  const signup = await admin.generateLink({ type: 'signup', email, password: 'correct-horse', options: { redirectTo: `${APP_URL}/welcome` } });
  expect(signup.error).toBeNull();
  expect(signup.data.properties).toMatchObject({
    verification_type: 'signup',
    redirect_to: `${APP_URL}/welcome`,
    email_otp: expect.stringMatching(/^\d{6}$/),
    hashed_token: expect.any(String),
  });
  expect(signup.data.properties!.action_link.startsWith(`${t.em.url}/auth/v1/verify?`)).toBe(true);
  expect(signup.data.user!.email).toBe(email);
  const landing = await followLink(signup.data.properties!.action_link);
  expect(`${landing.origin}${landing.pathname}`).toBe(`${APP_URL}/welcome`);
  expect(fragmentParams(landing).get('access_token')).toBeTruthy();

  const magic = await admin.generateLink({ type: 'magiclink', email });
  expect(magic.data.properties!.verification_type).toBe('magiclink');
  const viaHash = await anonClient(t.em).auth.verifyOtp({ type: 'magiclink', token_hash: magic.data.properties!.hashed_token });
  expect(viaHash.error).toBeNull();

  const recovery = await admin.generateLink({ type: 'recovery', email });
  expect(recovery.data.properties!.verification_type).toBe('recovery');
  expect(fragmentParams(await followLink(recovery.data.properties!.action_link)).get('type')).toBe('recovery');

  const nobody = await admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
  expect(nobody.error).toMatchObject({ status: 404, code: 'user_not_found' });
  expect(await inbox(t.em, email)).toEqual([]);
});

test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('generateLink refuses the type %j (a member of Object.prototype is no link type)', async (type) => {
  const res = await fetch(`${t.em.url}/auth/v1/admin/generate_link`, {
    method: 'POST',
    headers: { apikey: DEV_SERVICE_ROLE_JWT, authorization: `Bearer ${DEV_SERVICE_ROLE_JWT}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type, email: uniqueEmail('proto-link'), password: 'correct-horse' }),
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ error_code: 'validation_failed' });
});
