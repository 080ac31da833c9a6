-- What hosted Supabase's Realtime service creates in every project: the realtime schema,
-- realtime.messages (the table private channels are authorised against) and realtime.topic().
-- A project writes row-level security policies on realtime.messages in its own migrations;
-- Realtime then allows a join to a private channel when the token's role may SELECT a row of
-- that topic, and a broadcast on it when the role may INSERT one (emulators/realtime/ runs
-- those checks as the token's role, with realtime.topic() returning the channel's topic, and
-- rolls them back). Columns follow supabase/realtime's migrations so policies written for a
-- hosted project read the same columns here. Idempotent: the PostgreSQL 15 test applies it too.

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  binary_payload bytea,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  primary key (id, inserted_at)
);
comment on table realtime.messages is 'Realtime: what row-level security policies for private channels are written against; the emulator''s authorisation checks insert here and roll back.';
comment on column realtime.messages.topic is 'The channel''s topic as the client named it, without the realtime: prefix.';
comment on column realtime.messages.extension is 'Which feature is asked for: broadcast or presence.';
comment on column realtime.messages.payload is 'A broadcast''s JSON payload (hosted Realtime stores messages sent with persist; the emulator never does).';
comment on column realtime.messages.binary_payload is 'A broadcast''s binary payload, as payload for binary messages.';
comment on column realtime.messages.event is 'The broadcast''s event name.';
comment on column realtime.messages.private is 'True for messages of a private channel.';
comment on column realtime.messages.updated_at is 'When the row last changed.';
comment on column realtime.messages.inserted_at is 'When the row was written.';

alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The topic being authorised, for policies: Realtime sets realtime.topic for the length of
-- each check (set_config(..., true)), so it is gone when the check rolls back.
create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
comment on function realtime.topic() is 'The topic of the channel whose access is being checked, for row-level security policies on realtime.messages.';
grant execute on function realtime.topic() to anon, authenticated, service_role;
