// Shared steps for the account and app-shell end-to-end tests: unique users, the emulator's
// inbox, service-role setup of users and rows, and axe checks.
import { shot, TAKE_SCREENS } from './screens';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createServerClient } from '@supabase/ssr';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '../../lib/dev-defaults';

/** The e2e emulators (playwright.config.ts); E2E_EMULATOR_URL points elsewhere for a local run. */
export const EMULATOR_URL = process.env.E2E_EMULATOR_URL ?? `http://127.0.0.1:${24329 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

let admin: SupabaseClient | undefined;
export function adminClient(): SupabaseClient {
  admin ??= createClient(EMULATOR_URL, DEV_SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  return admin;
}

/** Creates a confirmed user (no e-mail), optionally already onboarded. */
export async function createUser(email: string, { onboarded = false, confirmed = true } = {}): Promise<string> {
  const { data, error } = await adminClient().auth.admin.createUser({ email, password: PASSWORD, email_confirm: confirmed });
  if (error || !data.user) throw new Error(`createUser: ${error?.message}`);
  if (onboarded) {
    const { error: e } = await adminClient().from('profile').update({ is_onboarded: true }).eq('id', data.user.id);
    if (e) throw new Error(`onboard: ${e.message}`);
  }
  return data.user.id;
}

export async function profileOf(userId: string) {
  const { data, error } = await adminClient().from('profile').select('*').eq('id', userId).single();
  if (error) throw new Error(error.message);
  return data as { is_onboarded: boolean; has_resume: boolean; has_jobdescription: boolean };
}

interface Mail {
  subject: string;
  links: string[];
  created_at: string;
}

/** Waits for the newest e-mail to `to` whose subject matches, sent after `since`. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp, since = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${EMULATOR_URL}/inbox/api/messages?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Mail[];
        found = mails.find((m) => subject.test(m.subject) && Date.parse(m.created_at) >= since);
        return Boolean(found);
      },
      { timeout: 15_000, message: `e-mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found as Mail;
}

/** The link in an auth e-mail that goes through the Auth server's /verify. */
export function verifyLinkOf(mail: Mail): string {
  const link = mail.links.find((l) => l.includes('/auth/v1/verify'));
  if (!link) throw new Error(`no verify link in "${mail.subject}"`);
  return link;
}

/**
 * The link a hosted Supabase template writes when pointed at the app (docs/deploy.md, Auth settings):
 * `{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=…[&next=…]`, with the token hash
 * the emulator's own /verify link carries.
 */
export function confirmLinkOf(mail: Mail, type: 'email' | 'recovery', next?: string): string {
  const tokenHash = new URL(verifyLinkOf(mail)).searchParams.get('token');
  if (!tokenHash) throw new Error(`no token in "${mail.subject}"`);
  const params = new URLSearchParams({ token_hash: tokenHash, type, ...(next === undefined ? {} : { next }) });
  return `/auth/confirm?${params}`;
}

/** The page's error alert (Next.js keeps an empty role=alert route announcer too). */
export function errorAlert(scope: Page | Locator) {
  return scope.locator('[role="alert"]:not(#__next-route-announcer__)');
}

/** The app the specs run against (playwright.config.ts), for cookies set from outside the page. */
export const APP_URL = `http://localhost:${3100 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;

/**
 * Signs the browser in as the sign-in form leaves it, without the form: @supabase/ssr itself
 * writes the session cookies (the encoding the app reads), then the page opens `path`. For
 * specs about what comes after signing in; the form has its own specs (auth-signin and others).
 */
export async function signInAt(page: Page, email: string, path: string, password = PASSWORD): Promise<void> {
  const cookies: { name: string; value: string }[] = [];
  const supabase = createServerClient(EMULATOR_URL, DEV_PUBLISHABLE_KEY, {
    cookies: { getAll: () => [], setAll: (written) => void cookies.push(...written) },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`signIn: ${error.message}`);
  if (cookies.length === 0) throw new Error('signIn: @supabase/ssr wrote no session cookie');
  await page.context().addCookies(cookies.map(({ name, value }) => ({ name, value, url: APP_URL, sameSite: 'Lax' as const })));
  await page.goto(path);
}

export async function signInWithForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/loginUser');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** No serious or critical axe violations (WCAG 2 A/AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Full-page screenshots at desktop and phone widths, for a person to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENS) return;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await shot(page, `test-results/screens/${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
