import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { adminClient } from './auth-helpers';
import { onboardedUser } from './interview-live-helpers';

test.describe('security headers on every response', () => {
  for (const path of ['/loginUser', '/', '/interview', '/privacy-policy', '/api/log-message']) {
    test(`${path} carries CSP, frame-ancestors, Referrer-Policy, nosniff and Permissions-Policy`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      const h = res.headers();
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy']).toContain("object-src 'none'");
      expect(h['content-security-policy']).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:\d+/);
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['permissions-policy']).toContain('display-capture=(self)');
      expect(h['permissions-policy']).toContain('microphone=(self)');
      // HSTS is sent by production deployments on https; the e2e server is a production build on http.
      expect(h['strict-transport-security']).toContain('max-age=');
    });
  }

  test('the sign-in page uses a per-request nonce for its scripts, and every script carries it', async ({ page }) => {
    const res = await page.goto('/loginUser');
    const csp = res?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    // Every script the server wrote carries the nonce. Scripts those insert later (Next's lazy
    // chunks) need none under 'strict-dynamic', so the live DOM is not the thing to check: a
    // chunk inserted before the check made it flaky.
    const html = (await res?.text()) ?? '';
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => /\snonce="([^"]*)"/.exec(m[0])?.[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const n of scripts) expect(n).toBe(nonce);
    const second = await page.request.get('/loginUser');
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  });
});

/** The script policy of a page rendered per request: its own nonce, 'strict-dynamic', nothing inline. */
async function expectNoncePolicy(res: APIResponse): Promise<void> {
  expect(res.status()).toBe(200);
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
  const scripts = [...(await res.text()).matchAll(/<script\b[^>]*>/g)].map((m) => /\snonce="([^"]*)"/.exec(m[0])?.[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const n of scripts) expect(n).toBe(nonce);
}

/** Console messages about a blocked script or style: a page whose nonce is missing hydrates nothing. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test.describe('the practice pages carry the nonce policy and still work', () => {
  test('/practice-interview: nonce scripts, and Play starts the video', async ({ page }) => {
    await expectNoncePolicy(await page.request.get('/practice-interview'));
    const violations = cspViolations(page);
    await page.goto('/practice-interview');
    const video = page.getByTestId('practice-video');
    const play = page.getByRole('button', { name: 'Play the interview' });
    // It plays by itself where autoplay is allowed; else Play, once React has hydrated, starts it.
    await expect
      .poll(
        async () => {
          if (await video.evaluate((v: HTMLVideoElement) => !v.paused)) return true;
          await play.click({ timeout: 1_000 }).catch(() => undefined);
          return false;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(play).toBeHidden();
    expect(violations).toEqual([]);
  });

  test('/mock-interview: nonce scripts, and its script sends the browser on to the video', async ({ page }) => {
    await expectNoncePolicy(await page.request.get('/mock-interview'));
    const violations = cspViolations(page);
    await page.goto('/mock-interview', { waitUntil: 'commit' });
    await page.waitForURL('**/practice-interview');
    await expect(page.getByTestId('practice-video')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('/practice: nonce scripts for a signed-in user, and choosing a round changes its hint', async ({ page }) => {
    await onboardedUser(page, 'csp-practice');
    await expectNoncePolicy(await page.request.get('/practice'));
    const violations = cspViolations(page);
    await page.goto('/practice');
    await expect(page.getByRole('button', { name: 'Start practice' })).toBeVisible();
    await page.getByText('Technical', { exact: true }).click();
    await expect(page.getByText('The knowledge and skills the role needs, from your job description.')).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test('/prep and an application’s prep sheet carry the nonce policy, and the page still works', async ({ page }) => {
  // Both show job-description text and model output: no inline script may run on them.
  const profileId = await onboardedUser(page, 'csp-prep');
  const { data } = await adminClient()
    .from('job_application')
    .insert({ profile_id: profileId, company: 'Nonce Labs', role: 'Platform Engineer', job_description: 'Run Kubernetes and Terraform for our platform team.' })
    .select('id')
    .single()
    .throwOnError();
  const applicationId = (data as { id: string }).id;
  await expectNoncePolicy(await page.request.get('/prep'));
  await expectNoncePolicy(await page.request.get(`/prep/${applicationId}/sheet`));
  const violations = cspViolations(page);
  await page.goto('/prep');
  const card = page.getByRole('article').filter({ hasText: 'Nonce Labs' });
  // Edit opens a form only once React has hydrated: its scripts ran under the nonce.
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('form', { name: 'Edit application' })).toBeVisible();
  await page.goto(`/prep/${applicationId}/sheet`);
  await expect(page.getByRole('heading', { level: 1, name: 'Prep sheet' })).toBeVisible();
  await expect(page.getByText('Platform Engineer at Nonce Labs')).toBeVisible();
  expect(violations).toEqual([]);
});
