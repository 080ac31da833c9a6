import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { signAccessToken } from '../../emulators/jwt';
import type { RunningEmulator } from '../../emulators/server';

/** Test tables for the REST suites (prefixed rt_ so they never meet the app's migrations). */
export const REST_TEST_SCHEMA = `
create table public.rt_plan (
  id int primary key, name text not null unique, price numeric(10,2), created_at timestamptz not null default '2024-01-02T03:04:05Z',
  tags text[], meta jsonb, active boolean default true);
alter table public.rt_plan enable row level security;
create policy "anyone reads plans" on public.rt_plan for select using (true);
create policy "service writes plans" on public.rt_plan for all to service_role using (true) with check (true);
create table public.rt_feature (
  id serial primary key, plan_id int not null references public.rt_plan (id) on delete cascade, label text not null, sort_order int not null);
alter table public.rt_feature enable row level security;
create policy "anyone reads features" on public.rt_feature for select using (true);
create table public.rt_transfer (
  id serial primary key, from_plan int references public.rt_plan (id), to_plan int references public.rt_plan (id), note text);
create table public.rt_note (
  id uuid primary key default gen_random_uuid(), owner_id uuid not null default auth.uid(), body text not null,
  created_at timestamptz not null default now());
alter table public.rt_note enable row level security;
create policy "owner reads notes" on public.rt_note for select using (owner_id = (select auth.uid()));
create policy "owner adds notes" on public.rt_note for insert with check (owner_id = (select auth.uid()));
create policy "owner edits notes" on public.rt_note for update using (owner_id = (select auth.uid()));
create policy "owner deletes notes" on public.rt_note for delete using (owner_id = (select auth.uid()));
create table public.rt_canary (id int primary key, v text not null);
revoke all on public.rt_canary from anon, authenticated;
create function public.rt_add(a int, b int default 10) returns int language sql immutable as $$ select a + b $$;
create function public.rt_plans_above(min_price numeric) returns setof public.rt_plan language sql stable as $$
  select * from public.rt_plan where price > min_price $$;
create function public.rt_labels() returns setof text language sql stable as $$ select label from public.rt_feature order by id $$;
create function public.rt_whoami() returns json language sql stable as $$
  select json_build_object('uid', auth.uid(), 'role', current_user, 'method', current_setting('request.method', true)) $$;
create function public.rt_fail() returns void language plpgsql as $$
  begin raise exception 'I refuse!' using detail = 'Pretty simple', hint = 'Nothing to do.'; end $$;
create function public.rt_bump(p_id int) returns void language sql as $$ update public.rt_canary set v = v || '!' where id = p_id $$;
insert into public.rt_plan (id, name, price, tags, meta) values
  (1, 'free', 0, '{a,b}', '{"x":1}'), (2, 'pro', 9.99, null, null), (3, 'team', 29.50, '{c}', '{"seats":5}');
insert into public.rt_feature (plan_id, label, sort_order) values
  (1, 'transcripts', 2), (1, 'answers', 1), (2, 'priority', 1), (2, 'history', 3), (2, 'export', 2);
insert into public.rt_transfer (from_plan, to_plan, note) values (1, 2, 'upgrade');
insert into public.rt_canary values (1, 'untouched'), (2, 'also untouched');
`;

export function userToken(sub: string, { expiresIn = 3600, email = `${sub.slice(0, 8)}@example.test` } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return signAccessToken({ sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + expiresIn, email, session_id: sub });
}

/** supabase-js as a signed-in browser: publishable key plus the user's access token. */
export function userClient(em: RunningEmulator, token: string): SupabaseClient {
  return createClient(em.url, DEV_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** Raw HTTP against /rest/v1 with the publishable key (or the given headers). */
export async function rest(em: RunningEmulator, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const res = await fetch(`${em.url}/rest/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { apikey: DEV_PUBLISHABLE_KEY, 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, json: json as any, text };
}
