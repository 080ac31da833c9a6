-- State of the embedded Stripe (emulators/stripe): the API objects it created, the
-- idempotency keys it saw and the webhook deliveries it owes. Lives in its own schema,
-- beside the emulator's copy of the app's tables, so a restart keeps customers and
-- subscriptions consistent with the app's billing tables. Nothing here exists on hosted
-- Supabase: only the emulator process (the database owner) reads or writes it, and the
-- API roles get no access. Idempotent, and plain PostgreSQL 15.

create schema if not exists stripe_emulator;
revoke all on schema stripe_emulator from public;

create table if not exists stripe_emulator.object (
  id text primary key,
  object text not null,
  seq bigserial not null,
  data jsonb not null
);
comment on table stripe_emulator.object is 'Every Stripe object the emulator holds (customer, product, price, checkout.session, billing_portal.session, subscription, invoice, event), stored as the JSON the API returns.';
comment on column stripe_emulator.object.id is 'Stripe id with its prefix (cus_, price_, sub_...).';
comment on column stripe_emulator.object.object is 'Stripe''s object type name, as in the JSON field "object".';
comment on column stripe_emulator.object.seq is 'Creation order: lists are newest first and paginate on it.';
comment on column stripe_emulator.object.data is 'The object as stored; ids of related objects, never copies (the API hydrates them on the way out).';
create index if not exists object_type_seq_idx on stripe_emulator.object (object, seq desc);

create table if not exists stripe_emulator.idempotency_key (
  key text primary key,
  method text not null,
  path text not null,
  params_hash text not null,
  status integer not null,
  body jsonb not null,
  created_at timestamptz not null default now()
);
comment on table stripe_emulator.idempotency_key is 'Idempotency-Key of each POST that ran, with its response, replayed for 24 hours as Stripe does.';
comment on column stripe_emulator.idempotency_key.params_hash is 'SHA-256 of method, path and body: the same key with other parameters is refused.';

create table if not exists stripe_emulator.webhook_delivery (
  event_id text primary key references stripe_emulator.object (id) on delete cascade,
  url text not null,
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  attempts jsonb not null default '[]',
  next_attempt_at timestamptz
);
comment on table stripe_emulator.webhook_delivery is 'One row per event sent to the webhook endpoint: what happened at each attempt and when the next retry is due.';
comment on column stripe_emulator.webhook_delivery.status is 'pending while retries remain, succeeded on a 2xx answer, failed after the last attempt.';
comment on column stripe_emulator.webhook_delivery.attempts is 'Array of {at, status_code, error, duration_ms}, oldest first.';
comment on column stripe_emulator.webhook_delivery.next_attempt_at is 'When the next attempt is due (null when none is): pending deliveries resume after a restart.';
