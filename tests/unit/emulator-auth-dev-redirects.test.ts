// The emulated Auth server's Redirect URLs: a local site URL's dev origins are listed, as a
// local project lists http://127.0.0.1:3000 beside http://localhost:3000; a deployed one's are not.
import type { EmulatorContext } from '../../emulators/context';
import { devRedirectUrls } from '../../emulators/auth/dev-redirect-urls';
import { resolveRedirect } from '../../emulators/auth/redirects';

const ctx = { siteUrl: 'http://localhost:3000', redirectAllowList: [] } as unknown as EmulatorContext;

test('a local site URL allows the same app at 127.0.0.1, [::1] and the network addresses, on its port', () => {
  expect(devRedirectUrls('http://localhost:3000', ['localhost', '127.0.0.1', '[::1]', '192.168.1.20'])).toEqual([
    'http://127.0.0.1:3000/**',
    'http://[::1]:3000/**',
    'http://192.168.1.20:3000/**',
  ]);
  expect(devRedirectUrls('https://cuecard.example', ['localhost', '127.0.0.1'])).toEqual([]);
});

test.each([
  ['http://127.0.0.1:3000/auth/callback?next=%2F', 'http://127.0.0.1:3000/auth/callback?next=%2F'],
  ['http://[::1]:3000/auth/callback', 'http://[::1]:3000/auth/callback'],
  ['http://127.0.0.1:4000/auth/callback', 'http://localhost:3000'],
  ['http://127.0.0.1:3000@evil.example/auth/callback', 'http://localhost:3000'],
  ['https://evil.example/auth/callback', 'http://localhost:3000'],
])('redirect_to %s → %s', (candidate, expected) => {
  expect(resolveRedirect(ctx, candidate)).toBe(expected);
});
