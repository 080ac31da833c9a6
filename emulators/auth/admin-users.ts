// /auth/v1/admin/users[/{id}]: the service-role user API (auth.admin.* in supabase-js).
import type { Queryable } from '../db/types';
import { sendJson } from '../http';
import type { AuthRoute } from './deps';
import { validateEmail } from './email-address';
import { badRequest, notFound, unprocessable } from './errors';
import { identitiesOf, insertIdentity, type IdentityRow } from './identities';
import { checkPasswordStrength, hashPassword } from './passwords';
import { parseBody } from './request';
import { adminUserBody, deleteUserBody } from './schemas';
import { userJson } from './user-json';
import { findUserByEmail, findUserById, insertUser, isUuid, mergeMetadata, updateUser, type UserRow } from './users';

const userNotFound = () => notFound('user_not_found', 'User not found');
export const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');

export const listUsers: AuthRoute = async (d, _req, res, url) => {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page')) || 50));
  const db = d.ctx.db;
  const { rows: count } = await db.query<{ n: string }>('select count(*)::text as n from auth.users where deleted_at is null');
  const total = Number(count[0].n);
  const { rows: users } = await db.query<UserRow>(
    'select * from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const { rows: identities } = await db.query<IdentityRow>('select * from auth.identities where user_id = any($1::uuid[])', [users.map((u) => u.id)]);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  sendJson(
    res,
    200,
    { users: users.map((u) => userJson(u, identities.filter((i) => i.user_id === u.id))), aud: 'authenticated' },
    { 'x-total-count': String(total), link: links.join(', ') },
  );
};

export const createUser: AuthRoute = async (d, req, res) => {
  const body = await parseBody(req, adminUserBody);
  if (body.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const email = validateEmail(body.email);
  if (body.id && !isUuid(body.id)) throw badRequest('validation_failed', 'id must be a UUID');
  let encrypted: string | null = null;
  if (body.password) {
    checkPasswordStrength(body.password);
    encrypted = await hashPassword(body.password, d.config.bcryptCost);
  }
  const created = await d.ctx.db.transaction(async (tx) => {
    const now = d.ctx.now();
    if (await findUserByEmail(tx, email)) throw emailExists();
    let user = await insertUser(tx, {
      id: body.id ?? undefined,
      email,
      encryptedPassword: encrypted,
      emailConfirmedAt: body.email_confirm ? now : null,
      provider: 'email',
      userMetadata: body.user_metadata ?? {},
      appMetadata: body.app_metadata ?? {},
      now,
    });
    await insertIdentity(tx, {
      userId: user.id,
      provider: 'email',
      providerId: user.id,
      data: { sub: user.id, email, email_verified: !!body.email_confirm, phone_verified: false },
      now,
    });
    user = await applyAdminFields(tx, user, body, now);
    return user;
  });
  sendJson(res, 200, userJson(created, await identitiesOf(d.ctx.db, created.id)));
};

export const getUserById: AuthRoute = async (d, _req, res, url) => {
  const user = await findUserById(d.ctx.db, idFrom(url));
  if (!user) throw userNotFound();
  sendJson(res, 200, userJson(user, await identitiesOf(d.ctx.db, user.id)));
};

export const updateUserById: AuthRoute = async (d, req, res, url) => {
  const id = idFrom(url);
  const body = await parseBody(req, adminUserBody);
  let encrypted: string | undefined;
  if (body.password) {
    checkPasswordStrength(body.password);
    encrypted = await hashPassword(body.password, d.config.bcryptCost);
  }
  const updated = await d.ctx.db.transaction(async (tx) => {
    const now = d.ctx.now();
    let user = await findUserById(tx, id);
    if (!user) throw userNotFound();
    if (body.email) {
      const email = validateEmail(body.email);
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== user.id) throw emailExists();
      user = await updateUser(tx, user.id, { email }, now);
    }
    if (encrypted) user = await updateUser(tx, user.id, { encrypted_password: encrypted }, now);
    if (body.email_confirm === true && !user.email_confirmed_at) user = await updateUser(tx, user.id, { email_confirmed_at: new Date(now) }, now);
    if (body.user_metadata) user = await updateUser(tx, user.id, { raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, body.user_metadata) }, now);
    return applyAdminFields(tx, user, body, now);
  });
  sendJson(res, 200, userJson(updated, await identitiesOf(d.ctx.db, updated.id)));
};

export const deleteUserById: AuthRoute = async (d, req, res, url) => {
  const id = idFrom(url);
  const body = await parseBody(req, deleteUserBody);
  await d.ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw userNotFound();
    if (!body.should_soft_delete) {
      // identities, sessions, refresh tokens and flow states cascade from auth.users.
      await tx.query('delete from auth.users where id = $1', [id]);
      return;
    }
    // Soft delete keeps the row (and rows that reference it) but frees the address and signs out.
    await tx.query('delete from auth.sessions where user_id = $1', [id]);
    await tx.query('delete from auth.identities where user_id = $1', [id]);
    await updateUser(tx, id, { email: null, phone: null, encrypted_password: '', deleted_at: new Date(d.ctx.now()) }, d.ctx.now());
  });
  sendJson(res, 200, {});
};

async function applyAdminFields(q: Queryable, user: UserRow, body: { app_metadata?: Record<string, unknown> | null; role?: string | null; ban_duration?: string | null }, now: number): Promise<UserRow> {
  let u = user;
  if (body.app_metadata) u = await updateUser(q, u.id, { raw_app_meta_data: mergeMetadata(u.raw_app_meta_data, body.app_metadata) }, now);
  if (body.role) u = await updateUser(q, u.id, { role: body.role }, now);
  if (body.ban_duration) {
    const until = body.ban_duration === 'none' ? null : new Date(now + parseDuration(body.ban_duration));
    u = await updateUser(q, u.id, { banned_until: until }, now);
  }
  return u;
}

/** Go's time.ParseDuration subset GoTrue accepts for ban_duration ("24h", "90m", "1h30m"). */
function parseDuration(s: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const parts = [...s.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== s) throw badRequest('validation_failed', 'invalid format for ban duration');
  return parts.reduce((sum, p) => sum + Number(p[1]) * units[p[2]], 0);
}

function idFrom(url: URL): string {
  const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  if (!isUuid(id)) throw notFound('user_not_found', 'User not found');
  return id;
}

