// The e-mail + password journey against the emulator, through the real supabase-js client.
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { anonClient } from './helpers/emulator';
import {
  APP_URL,
  createConfirmedUser,
  followLink,
  fragmentParams,
  latestMail,
  startAuthEmulator,
  uniqueEmail,
  type AuthTestEmulator,
} from './auth-helpers';

let t: AuthTestEmulator;
beforeAll(async () => {
  t = await startAuthEmulator();
});
afterAll(() => t.em.close());

test('sign-up sends a confirmation e-mail whose link signs the user in', async () => {
  const email = uniqueEmail('signup');
  const sb = anonClient(t.em);
  const { data, error } = await sb.auth.signUp({
    email,
    password: 'correct-horse',
    options: { emailRedirectTo: `${APP_URL}/welcome`, data: { full_name: 'Ada Lovelace' } },
  });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Ada Lovelace' }, app_metadata: { provider: 'email', providers: ['email'] } });
  expect(data.user!.email_confirmed_at).toBeUndefined();
  expect(data.user!.identities).toHaveLength(1);

  const mail = await latestMail(t.em, email);
  expect(mail.subject).toBe('Confirm your signup');
  expect(mail.text).toContain('Cuecard AI');
  expect(mail.links[0].startsWith(`${t.em.url}/auth/v1/verify?`)).toBe(true);

  const landing = await followLink(mail.links[0]);
  expect(`${landing.origin}${landing.pathname}`).toBe(`${APP_URL}/welcome`);
  const fragment = fragmentParams(landing);
  expect(fragment.get('type')).toBe('signup');
  expect(fragment.get('token_type')).toBe('bearer');
  expect(fragment.get('expires_in')).toBe('3600');
  expect(fragment.get('access_token')).toBeTruthy();
  expect(fragment.get('refresh_token')).toBeTruthy();

  const signedIn = await sb.auth.signInWithPassword({ email, password: 'correct-horse' });
  expect(signedIn.error).toBeNull();
  expect(signedIn.data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
  expect(signedIn.data.user!.email_confirmed_at).toBeDefined();

  // A confirmation link works once.
  const again = fragmentParams(await followLink(mail.links[0]));
  expect(again.get('error')).toBe('access_denied');
  expect(again.get('error_code')).toBe('otp_expired');
  expect(again.get('error_description')).toBe('Email link is invalid or has expired');
});

test('an unconfirmed user cannot sign in (email_not_confirmed)', async () => {
  const email = uniqueEmail('unconfirmed');
  const sb = anonClient(t.em);
  await sb.auth.signUp({ email, password: 'correct-horse' });
  const { data, error } = await sb.auth.signInWithPassword({ email, password: 'correct-horse' });
  expect(data.session).toBeNull();
  expect(error).toBeInstanceOf(AuthApiError);
  expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
});

test('a wrong password and an unknown address get the same invalid_credentials answer', async () => {
  const email = uniqueEmail('creds');
  await createConfirmedUser(t.em, email, 'correct-horse');
  const sb = anonClient(t.em);
  for (const attempt of [
    { email, password: 'wrong-horse' },
    { email: uniqueEmail('nobody'), password: 'correct-horse' },
  ]) {
    const { error } = await sb.auth.signInWithPassword(attempt);
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  }
});

test('signing up again with a confirmed address reveals nothing: a made-up user with no identities', async () => {
  const email = uniqueEmail('taken');
  const id = await createConfirmedUser(t.em, email, 'correct-horse');
  const { data, error } = await anonClient(t.em).auth.signUp({ email, password: 'another-pass' });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  expect(data.user!.id).not.toBe(id);
  expect(data.user!.identities).toEqual([]);
  // ...and the real account's password is unchanged.
  const { error: signInError } = await anonClient(t.em).auth.signInWithPassword({ email, password: 'correct-horse' });
  expect(signInError).toBeNull();
});

test('with autoconfirm on, a taken address is user_already_exists (422)', async () => {
  process.env.EMULATOR_AUTH_MAILER_AUTOCONFIRM = 'true';
  const other = await startAuthEmulator().finally(() => delete process.env.EMULATOR_AUTH_MAILER_AUTOCONFIRM);
  try {
    const email = uniqueEmail('autoconfirm');
    const sb = anonClient(other.em);
    const first = await sb.auth.signUp({ email, password: 'correct-horse' });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    const { error } = await sb.auth.signUp({ email, password: 'correct-horse' });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 422, code: 'user_already_exists', message: 'User already registered' });
  } finally {
    await other.em.close();
  }
});

test('a short password is weak_password with its reasons', async () => {
  const { error } = await anonClient(t.em).auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
  expect(error).toBeInstanceOf(AuthWeakPasswordError);
  expect(error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', reasons: ['length'] });
  expect(error!.message).toBe('Password should be at least 6 characters.');
});

test('missing or malformed credentials are refused with a clear message', async () => {
  const sb = anonClient(t.em);
  const noPassword = await sb.auth.signUp({ email: '', password: '' });
  expect(noPassword.error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Signup requires a valid password' });

  const badEmail = await sb.auth.signUp({ email: 'not-an-email', password: 'correct-horse' });
  expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });

  const neither = await sb.auth.signInWithPassword({ password: 'x' } as never);
  expect(neither.error).toMatchObject({ name: 'AuthInvalidCredentialsError', message: 'You must provide either an email or phone number and a password' });

  const emptyLogin = await sb.auth.signInWithPassword({ email: '', password: '' });
  expect(emptyLogin.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'missing email or phone' });
});
