import { safeRedirectPath } from '@/lib/auth/safe-redirect';

describe('safeRedirectPath keeps redirects on this site', () => {
  it.each(['/interview', '/updatePassword?x=1', '/a/b#c', '/'])('accepts the same-origin path %s', (p) => {
    expect(safeRedirectPath(p)).toBe(p);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
    '',
    'interview',
    `/${'a'.repeat(3000)}`,
  ])('refuses %s', (p) => {
    expect(safeRedirectPath(p, '/fallback')).toBe('/fallback');
  });

  it('uses the fallback when nothing is given', () => {
    expect(safeRedirectPath(null)).toBe('/');
  });
});
