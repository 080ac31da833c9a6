import type { IdentityRow } from './identities';
import type { UserRow } from './users';

const at = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** Drops undefined fields, as GoTrue's omitempty does for unset timestamps. */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function identityJson(i: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: at(i.last_sign_in_at),
    created_at: at(i.created_at),
    updated_at: at(i.updated_at),
    email: i.email ?? undefined,
  });
}

/** The user object GoTrue returns (models.User's JSON). */
export function userJson(u: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const confirmedAt = u.email_confirmed_at ?? u.phone_confirmed_at;
  return compact({
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: at(u.email_confirmed_at),
    phone: u.phone ?? '',
    phone_confirmed_at: at(u.phone_confirmed_at),
    confirmation_sent_at: at(u.confirmation_sent_at),
    confirmed_at: at(confirmedAt),
    recovery_sent_at: at(u.recovery_sent_at),
    email_change_sent_at: at(u.email_change_sent_at),
    new_email: u.email_change || undefined,
    invited_at: at(u.invited_at),
    last_sign_in_at: at(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: at(u.created_at),
    updated_at: at(u.updated_at),
    banned_until: at(u.banned_until),
    is_anonymous: u.is_anonymous,
  });
}
