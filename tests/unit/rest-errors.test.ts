// PostgREST's SQLSTATE → HTTP status mapping and the request-role rules of /rest/v1.
import { DEV_ANON_JWT, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY, DEV_SERVICE_ROLE_JWT } from '../../emulators/dev-keys';
import { signAccessToken } from '../../emulators/jwt';
import { RestError, statusForSqlState } from '../../emulators/rest/errors';
import { parsePrefer } from '../../emulators/rest/prefer';
import { resolveRequestRole } from '../../emulators/rest/request-role';

test.each([
  ['23505', false, 409], ['23503', false, 409], ['23502', false, 400], ['22P02', false, 400], ['P0001', false, 400],
  ['42501', true, 401], ['42501', false, 403], ['42P01', false, 404], ['42883', false, 404], ['25006', false, 405],
  ['25P02', false, 500], ['53300', false, 503], ['53400', false, 500], ['XX000', false, 500], ['PT402', false, 402], ['42703', false, 400],
])('%s (anonymous %s) → %i', (code, anon, status) => {
  expect(statusForSqlState(code, anon)).toBe(status);
});

describe('resolveRequestRole', () => {
  const now = Math.floor(Date.now() / 1000);
  const user = signAccessToken({ sub: 'u1', role: 'authenticated', aud: 'authenticated', exp: now + 60 });

  test.each([
    [{ apikey: DEV_PUBLISHABLE_KEY }, 'anon'],
    [{ apikey: DEV_PUBLISHABLE_KEY, authorization: `Bearer ${DEV_PUBLISHABLE_KEY}` }, 'anon'],
    [{ apikey: DEV_SECRET_KEY, authorization: `Bearer ${DEV_SECRET_KEY}` }, 'service_role'],
    [{ apikey: DEV_ANON_JWT, authorization: `Bearer ${DEV_ANON_JWT}` }, 'anon'],
    [{ apikey: DEV_ANON_JWT, authorization: `Bearer ${DEV_SERVICE_ROLE_JWT}` }, 'service_role'],
    [{ apikey: DEV_PUBLISHABLE_KEY, authorization: `Bearer ${user}` }, 'authenticated'],
  ])('%j → %s', (headers, role) => {
    expect(resolveRequestRole(headers, now).role).toBe(role);
  });

  test('the user token claims are passed on', () => {
    expect(resolveRequestRole({ apikey: DEV_PUBLISHABLE_KEY, authorization: `Bearer ${user}` }, now).claims.sub).toBe('u1');
  });

  test.each([
    [{}, 'PGRST301', 'No API key found in request'],
    [{ apikey: 'nope' }, 'PGRST301', 'Invalid API key'],
    [{ apikey: DEV_PUBLISHABLE_KEY, authorization: 'Bearer not-a-jwt' }, 'PGRST301', 'Expected 3 parts in JWT; got 1'],
    [{ apikey: DEV_PUBLISHABLE_KEY, authorization: `Bearer ${user.slice(0, -3)}abc` }, 'PGRST301', 'JWT cryptographic operation failed'],
    [{ apikey: DEV_PUBLISHABLE_KEY, authorization: `Bearer ${signAccessToken({ sub: 'u1', role: 'authenticated', exp: now - 1 })}` }, 'PGRST303', 'JWT expired'],
    [{ apikey: DEV_PUBLISHABLE_KEY, authorization: `Bearer ${signAccessToken({ sub: 'u1', role: 'postgres', exp: now + 60 })}` }, 'PGRST301', 'JWT role "postgres" is not allowed'],
  ])('%j is refused', (headers, code, message) => {
    try {
      resolveRequestRole(headers, now);
      throw new Error('expected a refusal');
    } catch (err) {
      expect(err).toBeInstanceOf(RestError);
      expect((err as RestError).status).toBe(401);
      expect((err as RestError).code).toBe(code);
      expect((err as RestError).message).toBe(message);
    }
  });
});

test('parsePrefer reads several Prefer headers and ignores unknown ones', () => {
  expect(parsePrefer({ prefer: 'return=representation, count=exact,resolution=merge-duplicates, missing=default, tx=rollback, x' }, 'minimal')).toEqual({
    return: 'representation', count: 'exact', resolution: 'merge-duplicates', missing: 'default',
  });
  expect(parsePrefer({}, 'minimal')).toEqual({ return: 'minimal', missing: 'null' });
});
