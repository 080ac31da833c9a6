// PKCE flows (e-mail links and Google) and the emulator's stand-in for Google's consent screen.
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { anonClient } from './helpers/emulator';
import {
  APP_URL,
  browserClient,
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

const CALLBACK = `${APP_URL}/auth/callback`;

function exchangeRaw(code: string, verifier: string): Promise<Response> {
  return fetch(`${t.em.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: DEV_PUBLISHABLE_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
  });
}

/** signInWithOAuth's URL → consent page (HTML) → the form's fields. */
async function openConsent(oauthUrl: string): Promise<{ action: string; state: string; html: string }> {
  // With skipBrowserRedirect, auth-js adds skip_http_redirect=true and GoTrue answers {url} as JSON.
  const first = await fetch(oauthUrl, { redirect: 'manual' });
  const consentUrl = first.status === 200 ? (await first.json()).url : first.headers.get('location');
  const page = await fetch(consentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
  const state = /name="state" value="([^"]+)"/.exec(html)![1];
  return { action, state, html };
}

async function submitConsent(form: { action: string; state: string }, fields: Record<string, string>): Promise<URL> {
  const res = await fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: form.state, decision: 'allow', ...fields }),
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

test('PKCE sign-up: the confirmation link returns ?code=, exchanged for a session', async () => {
  const email = uniqueEmail('pkce-signup');
  const sb = browserClient(t.em, 'pkce');
  expect((await sb.auth.signUp({ email, password: 'correct-horse', options: { emailRedirectTo: CALLBACK } })).error).toBeNull();
  const link = (await latestMail(t.em, email)).links[0];
  expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
  const landing = await followLink(link);
  expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
  const code = landing.searchParams.get('code')!;
  expect(code).toBeTruthy();
  expect(landing.hash).toBe('');

  const { data, error } = await sb.auth.exchangeCodeForSession(code);
  expect(error).toBeNull();
  expect(data.session!.user.email).toBe(email);
  expect(data.session!.user.email_confirmed_at).toBeDefined();
  // Codes work once.
  const again = await exchangeRaw(code, 'y'.repeat(56));
  expect(again.status).toBe(404);
  expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });
});

test('PKCE recovery: exchangeCodeForSession reports the recovery redirect type', async () => {
  const email = uniqueEmail('pkce-recovery');
  await createConfirmedUser(t.em, email, 'correct-horse');
  const sb = browserClient(t.em, 'pkce');
  expect((await sb.auth.resetPasswordForEmail(email, { redirectTo: CALLBACK })).error).toBeNull();
  const code = (await followLink((await latestMail(t.em, email)).links[0])).searchParams.get('code')!;
  const { data, error } = await sb.auth.exchangeCodeForSession(code);
  expect(error).toBeNull();
  expect((data as { redirectType?: string }).redirectType).toBe('recovery');
  expect((await sb.auth.updateUser({ password: 'brand-new-pass' })).error).toBeNull();
});

test('a code exchanged with the wrong verifier is refused (bad_code_verifier)', async () => {
  const email = uniqueEmail('pkce-wrong');
  const sb = browserClient(t.em, 'pkce');
  await sb.auth.signUp({ email, password: 'correct-horse', options: { emailRedirectTo: CALLBACK } });
  const code = (await followLink((await latestMail(t.em, email)).links[0])).searchParams.get('code')!;
  const res = await exchangeRaw(code, 'x'.repeat(56));
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ code: 'bad_code_verifier' });
  // The right verifier still works afterwards.
  expect((await sb.auth.exchangeCodeForSession(code)).error).toBeNull();
});

test('Google sign-in (PKCE): consent page, code, session with a google identity', async () => {
  const sb = browserClient(t.em, 'pkce');
  const { data, error } = await sb.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: CALLBACK, skipBrowserRedirect: true } });
  expect(error).toBeNull();
  const form = await openConsent(data.url!);
  expect(form.html).toContain('<label for="email">Email</label>');
  expect(form.html).toContain('<label for="name">Full name</label>');

  const email = uniqueEmail('google');
  const landing = await submitConsent(form, { email, name: 'Grace Hopper' });
  expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
  const exchanged = await sb.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
  expect(exchanged.error).toBeNull();
  const user = exchanged.data.user!;
  expect(user).toMatchObject({ email, app_metadata: { provider: 'google', providers: ['google'] }, user_metadata: { full_name: 'Grace Hopper', email_verified: true } });
  expect(user.email_confirmed_at).toBeDefined();
  expect(user.identities!.map((i) => i.provider)).toEqual(['google']);
  const claims = (await sb.auth.getClaims()).data!.claims;
  expect(claims.amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);

  // The consent form works once.
  const replay = await fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: form.state, email, decision: 'allow' }),
  });
  expect(replay.status).toBe(400);
});

test('Google sign-in (implicit) links Google to an existing e-mail account', async () => {
  const email = uniqueEmail('google-link');
  const id = await createConfirmedUser(t.em, email, 'correct-horse');
  const sb = browserClient(t.em, 'implicit');
  const { data } = await sb.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: CALLBACK, skipBrowserRedirect: true } });
  const landing = await submitConsent(await openConsent(data.url!), { email, name: '' });
  const f = fragmentParams(landing);
  expect(f.get('access_token')).toBeTruthy();
  const { data: got } = await anonClient(t.em).auth.getUser(f.get('access_token')!);
  expect(got.user!.id).toBe(id);
  expect(got.user!.app_metadata.providers).toEqual(['email', 'google']);
  expect(got.user!.identities!.map((i) => i.provider).sort()).toEqual(['email', 'google']);
});

test('redirect_to outside the site URL and allow list falls back to the site URL', async () => {
  const sb = browserClient(t.em, 'pkce');
  const evil = await sb.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: 'https://evil.example/steal', skipBrowserRedirect: true } });
  const landing = await submitConsent(await openConsent(evil.data.url!), { email: uniqueEmail('evil') });
  expect(landing.origin).toBe(APP_URL);

  const allowed = await browserClient(t.em, 'pkce').auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: 'http://127.0.0.1:4000/cb', skipBrowserRedirect: true },
  });
  const ok = await submitConsent(await openConsent(allowed.data.url!), { email: uniqueEmail('allowed') });
  expect(`${ok.origin}${ok.pathname}`).toBe('http://127.0.0.1:4000/cb');
});

test('cancelling on the consent page returns access_denied to the app', async () => {
  const sb = browserClient(t.em, 'pkce');
  const { data } = await sb.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: CALLBACK, skipBrowserRedirect: true } });
  const form = await openConsent(data.url!);
  const res = await fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: form.state, decision: 'cancel' }),
  });
  const landing = new URL(res.headers.get('location')!);
  expect(landing.searchParams.get('error')).toBe('access_denied');
  expect(fragmentParams(landing).get('error')).toBe('access_denied');
});
