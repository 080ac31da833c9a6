-- The rest of GoTrue's own tables in schema auth: what the emulator's Auth service needs
-- beyond auth.users (identities, sessions, rotating refresh tokens, PKCE flow state).
-- Column names follow supabase/auth's migrations so that SQL written against a hosted
-- project (e.g. a trigger reading auth.identities) behaves the same here.
-- Nothing is granted to anon or authenticated: only the Auth service (the database
-- owner) touches these tables, as on hosted Supabase. Idempotent.

create table if not exists auth.identities (
  id uuid primary key,
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
comment on table auth.identities is 'Auth: one row per way a user signs in (email, google), linked to auth.users.';
comment on column auth.identities.provider_id is 'The user''s id at the provider: the auth user id for email, the Google subject for google.';
comment on column auth.identities.identity_data is 'Claims from the provider (sub, email, email_verified, name...).';
comment on column auth.identities.email is 'Lower-cased e-mail from identity_data, for look-ups.';
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);
comment on table auth.sessions is 'Auth: one row per signed-in device; an access token''s session_id points here, so deleting the row signs that device out.';
comment on column auth.sessions.aal is 'Authenticator assurance level reached in this session (aal1 without MFA).';
comment on column auth.sessions.not_after is 'The session may not be refreshed after this time (null: no limit).';
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
comment on table auth.refresh_tokens is 'Auth: refresh tokens, rotated on every use. A used token is revoked and becomes the parent of its successor; presenting a revoked token after the reuse interval revokes the whole session (token theft detection).';
comment on column auth.refresh_tokens.parent is 'The token this one replaced; walking parents gives the session''s token family.';
comment on column auth.refresh_tokens.revoked is 'True once the token has been exchanged (or its session signed out).';
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
comment on table auth.mfa_amr_claims is 'Auth: how a session was authenticated (password, otp, oauth...), copied into the amr claim of every access token of the session.';

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
comment on table auth.flow_state is 'Auth: PKCE flows in progress. Holds the code challenge sent when the flow started; the auth code handed to the app is exchanged once, with the matching code verifier, for a session.';
comment on column auth.flow_state.authentication_method is 'What started the flow: email/signup, recovery, magiclink, invite, email_change or oauth.';
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);
create index if not exists flow_state_user_id_idx on auth.flow_state (user_id, authentication_method);

revoke all on auth.identities, auth.sessions, auth.refresh_tokens, auth.mfa_amr_claims, auth.flow_state from anon, authenticated;
grant all on auth.identities, auth.sessions, auth.refresh_tokens, auth.mfa_amr_claims, auth.flow_state to supabase_auth_admin;
grant usage on sequence auth.refresh_tokens_id_seq to supabase_auth_admin;
