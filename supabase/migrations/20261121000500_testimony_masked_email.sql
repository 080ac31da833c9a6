-- Testimonial authors' e-mail addresses stop being public. The auth screens only ever showed
-- them masked, but the table granted select on every column to anon and authenticated, so
-- anyone with the publishable key could read the addresses whole through the REST API.
-- The masked form is now a stored generated column, computed by the database when a row is
-- written, and visitors and users may read only it; the raw address stays readable by the
-- service role (and operators) alone.

-- ---------------------------------------------------------------------------------------
-- testimony.email_masked
-- ---------------------------------------------------------------------------------------

-- The same rule as lib/auth/mask-email.ts: surrounding whitespace trimmed, the local part is
-- everything before the last '@'; its first 2 characters stay, the rest become asterisks, the
-- domain stays. A local part shorter than 2 characters, or no '@', gives null (the app then
-- shows "Invalid email address"). `substring(… from '^(.*)@[^@]*$')` is that local part.
alter table public.testimony
  add column email_masked text generated always as (
    case
      when char_length(substring(btrim(email_address, E' \t\n\r\f\v') from '^(.*)@[^@]*$')) >= 2 then
        left(substring(btrim(email_address, E' \t\n\r\f\v') from '^(.*)@[^@]*$'), 2)
        || repeat('*', char_length(substring(btrim(email_address, E' \t\n\r\f\v') from '^(.*)@[^@]*$')) - 2)
        || substring(btrim(email_address, E' \t\n\r\f\v') from '@[^@]*$')
    end
  ) stored;
comment on column public.testimony.email_masked is 'The author''s e-mail as the auth screens show it (first 2 characters of the local part, then asterisks, then the domain); null when the address cannot be masked. Generated from email_address; the only form of the address visitors and users may read.';
comment on column public.testimony.email_address is 'Author''s e-mail, whole. Readable by the service role only: anon and authenticated read email_masked instead.';

-- Column privileges replace the table-wide select: `select *` (or the raw column) as anon or
-- authenticated is now refused with 42501, as PostgREST reports it (401 / 403).
revoke select on table public.testimony from anon, authenticated;
grant select (id, description, email_masked, created_at) on table public.testimony to anon, authenticated;
