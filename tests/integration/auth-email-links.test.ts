// Password recovery, magic links, verifyOtp, resend, rate limits, expiry and the dev inbox.
import { anonClient, serviceClient } from './helpers/emulator';
import {
  APP_URL,
  browserClient,
  createConfirmedUser,
  followLink,
  fragmentParams,
  inbox,
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

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const codeOf = (text: string) => /code: (\d{6})/.exec(text)![1];

test('password recovery: e-mail, link to the update-password page, then a new password', async () => {
  const email = uniqueEmail('recover');
  await createConfirmedUser(t.em, email, 'old-password');
  const sb = browserClient(t.em);
  const { error } = await sb.auth.resetPasswordForEmail(email, { redirectTo: `${APP_URL}/updatePassword` });
  expect(error).toBeNull();

  const mail = await latestMail(t.em, email);
  expect(mail.subject).toBe('Reset your password');
  expect(new URL(mail.links[0]).searchParams.get('type')).toBe('recovery');
  const landing = await followLink(mail.links[0]);
  expect(`${landing.origin}${landing.pathname}`).toBe(`${APP_URL}/updatePassword`);
  const f = fragmentParams(landing);
  expect(f.get('type')).toBe('recovery');

  const set = await sb.auth.setSession({ access_token: f.get('access_token')!, refresh_token: f.get('refresh_token')! });
  expect(set.error).toBeNull();
  expect((await sb.auth.updateUser({ password: 'new-password' })).error).toBeNull();
  expect((await anonClient(t.em).auth.signInWithPassword({ email, password: 'new-password' })).error).toBeNull();
});

test('recovery for an unknown address answers 200 and sends nothing', async () => {
  const email = uniqueEmail('ghost');
  const { error } = await anonClient(t.em).auth.resetPasswordForEmail(email);
  expect(error).toBeNull();
  expect(await inbox(t.em, email)).toEqual([]);
});

test('magic link: signInWithOtp e-mails a link that signs a confirmed user in', async () => {
  const email = uniqueEmail('magic');
  await createConfirmedUser(t.em, email, 'correct-horse');
  const { error } = await anonClient(t.em).auth.signInWithOtp({ email, options: { emailRedirectTo: `${APP_URL}/interview` } });
  expect(error).toBeNull();
  const mail = await latestMail(t.em, email);
  expect(mail.subject).toBe('Your Magic Link');
  const f = fragmentParams(await followLink(mail.links[0]));
  expect(f.get('type')).toBe('magiclink');
  const { data } = await anonClient(t.em).auth.getUser(f.get('access_token')!);
  expect(data.user!.email).toBe(email);
});

test('signInWithOtp re-sends the confirmation to an unconfirmed user, and refuses unknown users when asked to', async () => {
  const email = uniqueEmail('otp-unconfirmed');
  const created = await serviceClient(t.em).auth.admin.createUser({ email, password: 'correct-horse' });
  expect(created.error).toBeNull();
  expect((await anonClient(t.em).auth.signInWithOtp({ email })).error).toBeNull();
  expect((await latestMail(t.em, email)).subject).toBe('Confirm your signup');

  const stranger = await anonClient(t.em).auth.signInWithOtp({ email: uniqueEmail('stranger'), options: { shouldCreateUser: false } });
  expect(stranger.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
});

test('verifyOtp with the token_hash of each e-mail type returns a session', async () => {
  const sb = anonClient(t.em);
  const signupEmail = uniqueEmail('hash-signup');
  await sb.auth.signUp({ email: signupEmail, password: 'correct-horse' });
  const signup = await sb.auth.verifyOtp({ type: 'signup', token_hash: tokenOf((await latestMail(t.em, signupEmail)).links[0]) });
  expect(signup.error).toBeNull();
  expect(signup.data.session!.user.email_confirmed_at).toBeDefined();

  const email = uniqueEmail('hash-other');
  await createConfirmedUser(t.em, email, 'correct-horse');
  await sb.auth.resetPasswordForEmail(email);
  const recovery = await sb.auth.verifyOtp({ type: 'recovery', token_hash: tokenOf((await latestMail(t.em, email)).links[0]) });
  expect(recovery.error).toBeNull();
  expect(recovery.data.session!.access_token).toBeTruthy();

  // Recovery and magic-link e-mails share one rate-limit window per address, as in GoTrue.
  expect((await sb.auth.signInWithOtp({ email })).error).toMatchObject({ code: 'over_email_send_rate_limit' });
  t.advance(61_000);
  expect((await sb.auth.signInWithOtp({ email })).error).toBeNull();
  const magic = await sb.auth.verifyOtp({ type: 'magiclink', token_hash: tokenOf((await latestMail(t.em, email)).links[0]) });
  expect(magic.error).toBeNull();
  expect(magic.data.user!.email).toBe(email);

  const reused = await sb.auth.verifyOtp({ type: 'magiclink', token_hash: tokenOf((await latestMail(t.em, email)).links[0]) });
  expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
});

test('what /auth/confirm posts (the token hash with type=email, as the README template writes it) confirms a sign-up once', async () => {
  const email = uniqueEmail('confirm-page');
  const sb = anonClient(t.em);
  await sb.auth.signUp({ email, password: 'correct-horse' });
  const tokenHash = tokenOf((await latestMail(t.em, email)).links[0]);
  const confirmed = await sb.auth.verifyOtp({ type: 'email', token_hash: tokenHash });
  expect(confirmed.error).toBeNull();
  expect(confirmed.data.user!.email_confirmed_at).toBeTruthy();
  expect((await sb.auth.verifyOtp({ type: 'email', token_hash: tokenHash })).error).toMatchObject({ status: 403, code: 'otp_expired' });
});

test('verifyOtp with the 6-digit code from the e-mail', async () => {
  const email = uniqueEmail('code');
  const sb = anonClient(t.em);
  await sb.auth.signUp({ email, password: 'correct-horse' });
  const { data, error } = await sb.auth.verifyOtp({ type: 'email', email, token: codeOf((await latestMail(t.em, email)).text) });
  expect(error).toBeNull();
  expect(data.session!.user.email).toBe(email);
});

test('e-mails to one address are rate limited (over_email_send_rate_limit), then allowed again', async () => {
  const email = uniqueEmail('ratelimit');
  const sb = anonClient(t.em);
  await sb.auth.signUp({ email, password: 'correct-horse' });
  const { error } = await sb.auth.resend({ type: 'signup', email });
  expect(error).toMatchObject({ name: 'AuthApiError', status: 429, code: 'over_email_send_rate_limit' });
  expect(error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  expect(await inbox(t.em, email)).toHaveLength(1);

  t.advance(61_000);
  expect((await sb.auth.resend({ type: 'signup', email })).error).toBeNull();
  const messages = await inbox(t.em, email);
  expect(messages).toHaveLength(2);
  expect(messages[0].subject).toBe('Confirm your signup');
});

test('a link followed after 15 minutes lands on the app with otp_expired', async () => {
  const email = uniqueEmail('expired');
  const sb = anonClient(t.em);
  await sb.auth.signUp({ email, password: 'correct-horse', options: { emailRedirectTo: `${APP_URL}/welcome` } });
  const link = (await latestMail(t.em, email)).links[0];
  t.advance(15 * 60_000 + 1000);
  const landing = await followLink(link);
  expect(`${landing.origin}${landing.pathname}`).toBe(`${APP_URL}/welcome`);
  const f = fragmentParams(landing);
  expect(f.get('error')).toBe('access_denied');
  expect(f.get('error_code')).toBe('otp_expired');
  expect(f.get('error_description')).toBe('Email link is invalid or has expired');
  const viaHash = await sb.auth.verifyOtp({ type: 'signup', token_hash: tokenOf(link) });
  expect(viaHash.error).toMatchObject({ status: 403, code: 'otp_expired' });
});

test('the inbox page and API list messages newest first, filter by recipient, and clear', async () => {
  const email = uniqueEmail('inbox');
  await anonClient(t.em).auth.signUp({ email, password: 'correct-horse' });
  const [message] = await inbox(t.em, email);
  expect(message).toMatchObject({ to: email, subject: 'Confirm your signup', links: [expect.stringContaining('/auth/v1/verify?')] });
  const one = await fetch(`${t.em.url}/inbox/api/messages/${message.id}`);
  expect(await one.json()).toMatchObject({ id: message.id, html: expect.stringContaining('Cuecard AI') });

  const page = await fetch(`${t.em.url}/inbox?to=${encodeURIComponent(email)}`);
  const html = await page.text();
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(html).toContain('Confirm your signup');
  expect(html).toContain('<label for="to">');

  expect((await fetch(`${t.em.url}/inbox/api/messages`, { method: 'DELETE' })).status).toBe(204);
  expect(await inbox(t.em, email)).toEqual([]);
});

test('a sign-up asked for at 127.0.0.1 gets a confirmation link that returns to 127.0.0.1, not to the site URL', async () => {
  const email = uniqueEmail('loopback');
  const callback = 'http://127.0.0.1:3000/auth/callback?next=%2F';
  const { error } = await anonClient(t.em).auth.signUp({ email, password: 'correct-horse', options: { emailRedirectTo: callback } });
  expect(error).toBeNull();
  const landing = await followLink((await latestMail(t.em, email)).links[0]);
  expect(`${landing.origin}${landing.pathname}`).toBe('http://127.0.0.1:3000/auth/callback');
  expect(landing.searchParams.get('next')).toBe('/');
  // Another port on 127.0.0.1 is not this app: the site URL instead.
  const other = uniqueEmail('loopback-port');
  await anonClient(t.em).auth.signUp({ email: other, password: 'correct-horse', options: { emailRedirectTo: 'http://127.0.0.1:3999/auth/callback' } });
  expect((await followLink((await latestMail(t.em, other)).links[0])).origin).toBe(APP_URL);
});
