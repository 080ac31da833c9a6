// Shared set-up for the auth-*.test.ts suites: an emulator with a movable clock, clients, inbox access.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import type { MailMessage } from '../../emulators/mail/mailbox';
import type { RunningEmulator } from '../../emulators/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';

export const APP_URL = 'http://localhost:3000';

export interface AuthTestEmulator {
  em: RunningEmulator;
  /** Moves the emulator's clock forward (token and link expiry, rate limits). */
  advance(ms: number): void;
}

export async function startAuthEmulator(): Promise<AuthTestEmulator> {
  let offset = 0;
  const em = await startTestEmulator({ siteUrl: APP_URL, redirectAllowList: ['http://127.0.0.1:4000/**'], now: () => Date.now() + offset });
  return { em, advance: (ms) => (offset += ms) };
}

let counter = 0;
/** A fresh address per test, so suites never share users. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A storage for PKCE verifiers, as a browser's localStorage would keep them. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

export function browserClient(em: RunningEmulator, flowType: 'implicit' | 'pkce' = 'implicit'): SupabaseClient {
  return createClient(em.url, DEV_PUBLISHABLE_KEY, {
    auth: { flowType, storage: memoryStorage(), persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export async function inbox(em: RunningEmulator, to: string): Promise<MailMessage[]> {
  const res = await fetch(`${em.url}/inbox/api/messages?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MailMessage[];
}

export async function latestMail(em: RunningEmulator, to: string): Promise<MailMessage> {
  const messages = await inbox(em, to);
  expect(messages.length).toBeGreaterThan(0);
  return messages[0];
}

/** Follows an e-mail link the way a browser's first hop does, returning where it redirects. */
export async function followLink(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect([302, 303]).toContain(res.status);
  return new URL(res.headers.get('location')!);
}

export function fragmentParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

export async function createConfirmedUser(em: RunningEmulator, email: string, password: string): Promise<string> {
  const { data, error } = await serviceClient(em).auth.admin.createUser({ email, password, email_confirm: true });
  expect(error).toBeNull();
  return data.user!.id;
}
