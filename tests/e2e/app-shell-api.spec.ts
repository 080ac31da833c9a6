import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../lib/dev-defaults';
import { createUser, EMULATOR_URL, PASSWORD, uniqueEmail } from './auth-helpers';

test.describe('product server calls', () => {
  test('/api/log-message accepts a valid message, refuses bad or oversized ones', async ({ request }) => {
    const ok = await request.post('/api/log-message', {
      data: { id: '1', type: 'error', component: 'e2e', message: 'hello from the test', userDateTime: new Date().toString() },
    });
    expect(ok.status()).toBe(204);
    expect((await request.post('/api/log-message', { data: { type: 'error', message: 'no component' } })).status()).toBe(400);
    const big = await request.post('/api/log-message', { data: { component: 'e2e', message: 'x'.repeat(20_000) } });
    expect(big.status()).toBe(413);
    const cross = await request.post('/api/log-message', { data: { component: 'e2e', message: 'x' }, headers: { origin: 'https://evil.example' } });
    expect(cross.status()).toBe(403);
  });

  test('/api/log-message rate-limits a noisy client, whatever X-Forwarded-For it writes', async ({ request }) => {
    // No proxy is trusted here (TRUSTED_PROXY_HOPS=0): a new made-up address each time is still this one client.
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await request.post('/api/log-message', { data: { component: 'e2e', message: `burst ${i}` }, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      statuses.push(res.status());
    }
    expect(statuses).toContain(429);
  });

  test('/api/set-supabase-cookie refuses tokens the auth server does not accept and never sets cookies for them', async ({ request }) => {
    const fake = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.c2lnbmF0dXJl';
    const res = await request.post('/api/set-supabase-cookie', {
      data: { event: 'SIGNED_IN', session: { access_token: fake, refresh_token: 'r', user: { id: 'someone-else' } } },
    });
    expect(res.status()).toBe(401);
    expect(res.headers()['set-cookie'] ?? '').not.toContain('auth-token');
    expect((await request.post('/api/set-supabase-cookie', { data: { event: 'PASSWORD_RECOVERY' } })).status()).toBe(400);
    expect((await request.post('/api/set-supabase-cookie', { data: { event: 'SIGNED_OUT' } })).status()).toBe(204);
  });

  test('/api/set-supabase-cookie sets the auth cookie for a real session and clears it on SIGNED_OUT', async ({ request }) => {
    const email = uniqueEmail('cookie');
    await createUser(email, { onboarded: true });
    const client = createClient(EMULATOR_URL, DEV_PUBLISHABLE_KEY, { auth: { persistSession: false } });
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    const { access_token, refresh_token } = data.session!;
    const res = await request.post('/api/set-supabase-cookie', { data: { event: 'SIGNED_IN', session: { access_token, refresh_token } } });
    expect(res.status()).toBe(204);
    expect(res.headers()['set-cookie']).toMatch(/sb-[^=]+-auth-token/);
    // The cookie now signs this client in: the proxy sends the root to the interview page.
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.headers()['location']).toMatch(/\/interview$/);
    const out = await request.post('/api/set-supabase-cookie', { data: { event: 'SIGNED_OUT' } });
    expect(out.status()).toBe(204);
    expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('account and upload routes refuse visitors', async ({ request }) => {
    expect((await request.delete('/api/account')).status()).toBe(401);
    expect((await request.delete('/api/account/data')).status()).toBe(401);
    expect((await request.post('/api/resume-upload', { multipart: { file: { name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') } } })).status()).toBe(401);
  });
});
