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

describe('safeRedirectPath against encoded tricks', () => {
  it.each(['/%2F%2Fevil.example', '/\t/evil.example', '/.//evil.example'])('keeps %s on this site', (p) => {
    const out = safeRedirectPath(p, '/fallback');
    expect(out.startsWith('/')).toBe(true);
    expect(out.startsWith('//')).toBe(false);
    expect(new URL(out, 'http://site.test').origin).toBe('http://site.test');
  });
});
