import type { Queryable } from '../db/types';
import type { AuthDeps } from './deps';
import type { EmailKind } from './email-templates';
import { markEmailIdentityVerified } from './identities';
import { rateLimitBucket, sendAuthEmail, verifyLink } from './mailer';
import { createFlowState, type ChallengeMethod } from './pkce';
import type { AuthMethod } from './sessions';
import { consumeEmailToken, issueEmailToken, type EmailLinkType } from './tokens';
import { findUserById, updateUser, type UserRow } from './users';

const KIND_OF: Record<EmailLinkType, EmailKind> = {
  signup: 'confirmation',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

/** The amr method / flow-state method GoTrue records for each link type. */
export const AUTH_METHOD_OF: Record<EmailLinkType, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

export interface LinkEmailRequest {
  user: UserRow;
  type: EmailLinkType;
  redirectTo: string;
  pkce?: { challenge: string; method: ChallengeMethod };
  /** Where the e-mail goes when it is not the user's address (e-mail change). */
  address?: string;
}

/**
 * Issues a one-time token and e-mails its link, after the per-address frequency check.
 * Runs inside the caller's transaction; the e-mail is sent last so a refused request sends nothing.
 */
export async function sendLinkEmail(d: AuthDeps, q: Queryable, r: LinkEmailRequest): Promise<UserRow> {
  const now = d.ctx.now();
  const address = r.address ?? r.user.email ?? '';
  const kind = KIND_OF[r.type];
  d.limiter.check(rateLimitBucket(kind), address, now);
  if (r.pkce) {
    await createFlowState(q, {
      userId: r.user.id,
      challenge: r.pkce.challenge,
      method: r.pkce.method,
      providerType: 'email',
      authMethod: AUTH_METHOD_OF[r.type],
      now,
    });
  }
  const { otp, hashedToken } = await issueEmailToken(q, r.user, r.type, !!r.pkce, now, address);
  sendAuthEmail(d.ctx, kind, address, verifyLink(d.ctx, hashedToken, r.type, r.redirectTo), otp);
  d.limiter.record(rateLimitBucket(kind), address, now);
  return (await findUserById(q, r.user.id))!;
}

/** What following a link does to the user (GoTrue's signupVerify / recoverVerify / emailChangeVerify). */
export async function applyVerification(q: Queryable, user: UserRow, type: EmailLinkType, now: number): Promise<UserRow> {
  let u = await consumeEmailToken(q, user, type, now);
  if (type === 'email_change' && u.email_change) {
    u = await updateUser(q, u.id, { email: u.email_change, email_change: '', email_confirmed_at: new Date(now) }, now);
    await q.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = $3
       where user_id = $1 and provider = 'email'`,
      [u.id, u.email, new Date(now).toISOString()],
    );
  } else if (!u.email_confirmed_at) {
    u = await updateUser(q, u.id, { email_confirmed_at: new Date(now) }, now);
    await markEmailIdentityVerified(q, u.id, now);
  }
  return u;
}
