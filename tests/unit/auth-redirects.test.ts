import type { EmulatorContext } from '../../emulators/context';
import { AuthError } from '../../emulators/auth/errors';
import { errorRedirect, resolveRedirect } from '../../emulators/auth/redirects';

const ctx = { siteUrl: 'http://localhost:3000', redirectAllowList: ['https://preview-*.example.com/**', 'myapp://callback'] } as EmulatorContext;

describe('resolveRedirect (GoTrue redirect allow list)', () => {
  test.each([
    ['http://localhost:3000/auth/callback?next=/interview', 'http://localhost:3000/auth/callback?next=/interview'],
    ['https://preview-42.example.com/auth/callback', 'https://preview-42.example.com/auth/callback'],
    ['myapp://callback', 'myapp://callback'],
    ['myapp://callback/deeper', 'myapp://callback/deeper'],
    ['https://evil.example/steal', 'http://localhost:3000'],
    ['https://preview-1.evil.com.example.com.attacker.io/', 'http://localhost:3000'],
    ['javascript:alert(1)', 'http://localhost:3000'],
    ['not a url', 'http://localhost:3000'],
    [null, 'http://localhost:3000'],
  ])('%s → %s', (candidate, expected) => {
    expect(resolveRedirect(ctx, candidate)).toBe(expected);
  });
});

test('errorRedirect puts the error in the fragment, and in the query for PKCE flows', () => {
  const err = new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  const implicit = new URL(errorRedirect('http://localhost:3000/welcome?x=1', err, false));
  expect(implicit.searchParams.get('error')).toBeNull();
  expect(new URLSearchParams(implicit.hash.slice(1)).get('error_code')).toBe('otp_expired');
  const pkce = new URL(errorRedirect('http://localhost:3000/welcome?x=1', err, true));
  expect(pkce.searchParams.get('x')).toBe('1');
  expect(pkce.searchParams.get('error')).toBe('access_denied');
  expect(pkce.searchParams.get('error_description')).toBe('Email link is invalid or has expired');
});
