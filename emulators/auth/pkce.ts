import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import { FLOW_STATE_TTL_SECONDS } from './config';
import { badRequest, forbidden, notFound } from './errors';
import type { AuthMethod } from './sessions';
import { iso } from './users';

export type ChallengeMethod = 's256' | 'plain';

/** GoTrue's validatePKCEParams: both or neither, a known method, a 43-128 character challenge. */
export function parsePkceParams(challenge?: string | null, method?: string | null): { challenge: string; method: ChallengeMethod } | undefined {
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw badRequest('validation_failed', `code challenge method not supported: ${method}`);
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method: m };
}

export async function createFlowState(
  q: Queryable,
  f: { userId: string | null; challenge: string; method: ChallengeMethod; providerType: string; authMethod: AuthMethod; now: number },
): Promise<string> {
  const id = crypto.randomUUID();
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
    [id, f.userId, crypto.randomUUID(), f.method, f.challenge, f.providerType, iso(f.now), f.authMethod],
  );
  return id;
}

/** Hands out the auth code of the user's latest flow of this kind (after an e-mail link is followed). */
export async function issueAuthCodeForUser(q: Queryable, userId: string, authMethod: AuthMethod, now: number): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'select id from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1',
    [userId, authMethod],
  );
  if (!rows[0]) throw notFound('flow_state_not_found', 'No associated flow state found');
  return issueAuthCode(q, rows[0].id, userId, now);
}

export async function issueAuthCode(q: Queryable, flowId: string, userId: string, now: number): Promise<string> {
  const code = crypto.randomUUID();
  await q.query('update auth.flow_state set auth_code = $2, user_id = $3, auth_code_issued_at = $4, updated_at = $4 where id = $1', [
    flowId,
    code,
    userId,
    iso(now),
  ]);
  return code;
}

function challengeOf(verifier: string, method: string): string {
  return method === 's256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
}

/** Checks the verifier against the stored challenge and consumes the flow (codes work once). */
export async function exchangeAuthCode(q: Queryable, authCode: string, verifier: string, now: number): Promise<{ userId: string; authMethod: AuthMethod }> {
  const { rows } = await q.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: AuthMethod;
    created_at: Date;
    auth_code_issued_at: Date | null;
  }>('select * from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null', [authCode]);
  const flow = rows[0];
  if (!flow || !flow.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  const startedAt = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
  if (startedAt + FLOW_STATE_TTL_SECONDS * 1000 < now) {
    await q.query('delete from auth.flow_state where id = $1', [flow.id]);
    throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected = Buffer.from(flow.code_challenge);
  const actual = Buffer.from(challengeOf(verifier, flow.code_challenge_method));
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
    throw forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await q.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, authMethod: flow.authentication_method };
}
