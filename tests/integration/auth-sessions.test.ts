// Sessions: access-token claims (verified locally against the JWKS), refresh rotation and reuse
// detection, password change, sign-out scopes, and how bad tokens and keys are refused.
import { AuthSessionMissingError } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { anonClient } from './helpers/emulator';
import { browserClient, createConfirmedUser, startAuthEmulator, uniqueEmail, type AuthTestEmulator } from './auth-helpers';

let t: AuthTestEmulator;
beforeAll(async () => {
  t = await startAuthEmulator();
});
afterAll(() => t.em.close());

async function signedInClient(password = 'correct-horse') {
  const email = uniqueEmail('session');
  const id = await createConfirmedUser(t.em, email, password);
  const sb = browserClient(t.em);
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { sb, email, id, session: data.session! };
}

test('getClaims verifies the ES256 access token against the JWKS and returns Supabase claims', async () => {
  const { sb, email, id, session } = await signedInClient();
  const { data, error } = await sb.auth.getClaims();
  expect(error).toBeNull();
  const jwks = await (await fetch(`${t.em.url}/auth/v1/.well-known/jwks.json`)).json();
  expect(data!.header).toMatchObject({ alg: 'ES256', kid: jwks.keys[0].kid });
  const c = data!.claims;
  expect(c).toMatchObject({
    iss: `${t.em.url}/auth/v1`,
    aud: 'authenticated',
    sub: id,
    email,
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    is_anonymous: false,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
  });
  expect(c.exp - c.iat).toBe(3600);
  expect(c.exp).toBe(session.expires_at);
  expect(c.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  expect(typeof c.session_id).toBe('string');

  // A token whose signature does not match is rejected locally.
  const [h, p] = session.access_token.split('.');
  const forged = `${h}.${p}.${Buffer.alloc(64).toString('base64url')}`;
  const bad = await sb.auth.getClaims(forged);
  expect(bad.error).toMatchObject({ name: 'AuthInvalidJwtError', message: 'Invalid JWT signature' });
});

test('getUser returns the signed-in user', async () => {
  const { sb, email, id } = await signedInClient();
  const { data, error } = await sb.auth.getUser();
  expect(error).toBeNull();
  expect(data.user).toMatchObject({ id, email, aud: 'authenticated', role: 'authenticated' });
  expect(data.user!.identities![0]).toMatchObject({ provider: 'email', user_id: id });
});

test('refreshing rotates the tokens; an old refresh token replayed later revokes the session', async () => {
  const { sb, session } = await signedInClient();
  const first = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
  expect(first.error).toBeNull();
  expect(first.data.session!.refresh_token).not.toBe(session.refresh_token);
  expect(first.data.session!.access_token).not.toBe(session.access_token);

  // Within the reuse interval (two tabs refreshing at once) the old token still answers.
  const racing = await anonClient(t.em).auth.refreshSession({ refresh_token: session.refresh_token });
  expect(racing.error).toBeNull();
  expect(racing.data.session!.refresh_token).toBe(first.data.session!.refresh_token);

  t.advance(11_000);
  const replay = await anonClient(t.em).auth.refreshSession({ refresh_token: session.refresh_token });
  expect(replay.error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
  // The whole family is revoked, including the newest token.
  const current = await anonClient(t.em).auth.refreshSession({ refresh_token: first.data.session!.refresh_token });
  expect(current.error).toMatchObject({ code: 'refresh_token_already_used' });

  const unknown = await anonClient(t.em).auth.refreshSession({ refresh_token: 'no-such-token' });
  expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
});

test('updateUser changes the password; the old one stops working; same and weak passwords are refused', async () => {
  const { sb, email } = await signedInClient('first-pass');
  const same = await sb.auth.updateUser({ password: 'first-pass' });
  expect(same.error).toMatchObject({ status: 422, code: 'same_password', message: 'New password should be different from the old password.' });
  const weak = await sb.auth.updateUser({ password: 'abc' });
  expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', code: 'weak_password', reasons: ['length'] });

  const { data, error } = await sb.auth.updateUser({ password: 'second-pass', data: { plan: 'free' } });
  expect(error).toBeNull();
  expect(data.user!.user_metadata).toMatchObject({ plan: 'free' });
  const fresh = anonClient(t.em);
  expect((await fresh.auth.signInWithPassword({ email, password: 'first-pass' })).error).toMatchObject({ code: 'invalid_credentials' });
  expect((await fresh.auth.signInWithPassword({ email, password: 'second-pass' })).error).toBeNull();
});

test('signOut local ends one session; signOut global ends them all', async () => {
  const email = uniqueEmail('signout');
  await createConfirmedUser(t.em, email, 'correct-horse');
  const laptop = browserClient(t.em);
  const phone = browserClient(t.em);
  const a = (await laptop.auth.signInWithPassword({ email, password: 'correct-horse' })).data.session!;
  const b = (await phone.auth.signInWithPassword({ email, password: 'correct-horse' })).data.session!;

  expect((await laptop.auth.signOut({ scope: 'local' })).error).toBeNull();
  expect((await anonClient(t.em).auth.refreshSession({ refresh_token: a.refresh_token })).error).toMatchObject({ code: 'refresh_token_not_found' });
  const stillIn = await anonClient(t.em).auth.getUser(b.access_token);
  expect(stillIn.error).toBeNull();

  expect((await phone.auth.signOut()).error).toBeNull();
  expect((await anonClient(t.em).auth.refreshSession({ refresh_token: b.refresh_token })).error).toMatchObject({ code: 'refresh_token_not_found' });
  // The access token is still well-signed, but its session is gone.
  const gone = await anonClient(t.em).auth.getUser(b.access_token);
  expect(gone.error).toBeInstanceOf(AuthSessionMissingError);
});

test('requests without an apikey are refused by the gateway (401)', async () => {
  const res = await fetch(`${t.em.url}/auth/v1/settings`);
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
  const wrong = await fetch(`${t.em.url}/auth/v1/settings`, { headers: { apikey: 'sb_publishable_wrong' } });
  expect(wrong.status).toBe(401);
  const ok = await fetch(`${t.em.url}/auth/v1/settings`, { headers: { apikey: DEV_PUBLISHABLE_KEY } });
  expect(await ok.json()).toMatchObject({ external: { email: true, google: true }, mailer_autoconfirm: false });
});

test('errors follow X-Supabase-Api-Version: new clients get {code, message}, old ones {code, error_code, msg}', async () => {
  const body = JSON.stringify({ email: uniqueEmail('nobody'), password: 'whatever' });
  const url = `${t.em.url}/auth/v1/token?grant_type=password`;
  const headers = { apikey: DEV_PUBLISHABLE_KEY, 'content-type': 'application/json' };
  const legacy = await fetch(url, { method: 'POST', headers, body });
  expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
  expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  const current = await fetch(url, { method: 'POST', headers: { ...headers, 'x-supabase-api-version': '2024-01-01' }, body });
  expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  expect(await current.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
});

test('a malformed JWT on GET /user is bad_jwt (403)', async () => {
  const { error } = await anonClient(t.em).auth.getUser('not-a-jwt');
  expect(error).toMatchObject({ name: 'AuthApiError', status: 403, code: 'bad_jwt' });
  expect(error!.message).toMatch(/^invalid JWT/);
});

// Moves the clock past the token lifetime: keep last in this file.
test('an expired access token is refused by GET /user', async () => {
  const { session } = await signedInClient();
  t.advance(3601_000);
  const { error } = await anonClient(t.em).auth.getUser(session.access_token);
  expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  expect(error!.message).toContain('token is expired');
});
