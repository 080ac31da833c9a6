// E-mail links and Google return to the origin the flow started on when it is this app
// (localhost or 127.0.0.1 in development), and to the site URL otherwise, forged origins included.
import { emailLinkOrigin, linkAliasHosts, LOOPBACK_HOSTS } from '@/lib/auth/email-link-origin';
import { authCallbackUrl } from '@/lib/auth/site-url';

const LOCAL = { siteUrl: 'http://localhost:3000', aliasHosts: [...LOOPBACK_HOSTS, '192.168.1.20'] };
const DEPLOYED = { siteUrl: 'https://cuecard.example', aliasHosts: linkAliasHosts('https://cuecard.example', { development: false }) };

describe('emailLinkOrigin', () => {
  it.each([
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['http://192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000/registerUser?x=1', 'http://127.0.0.1:3000'],
  ])('the dev origin %s is kept', (candidate, expected) => {
    expect(emailLinkOrigin(candidate, LOCAL)).toBe(expected);
  });

  it.each([
    ['a forged origin', 'https://evil.example'],
    ['another port', 'http://127.0.0.1:4000'],
    ['another scheme', 'https://127.0.0.1:3000'],
    ['a look-alike host', 'http://127.0.0.1.evil.example:3000'],
    ['a subdomain of localhost', 'http://evil.localhost:3000'],
    ['credentials', 'http://user:pw@127.0.0.1:3000'],
    ['not a URL', 'not a url'],
    ['nothing', null],
  ])('%s falls back to the site URL', (_what, candidate) => {
    expect(emailLinkOrigin(candidate, LOCAL)).toBe('http://localhost:3000');
  });

  it('a deployed site only ever returns to its own origin', () => {
    expect(DEPLOYED.aliasHosts).toEqual([]);
    expect(emailLinkOrigin('https://cuecard.example', DEPLOYED)).toBe('https://cuecard.example');
    expect(emailLinkOrigin('http://localhost:3000', DEPLOYED)).toBe('https://cuecard.example');
    expect(emailLinkOrigin('https://preview.cuecard.example', DEPLOYED)).toBe('https://cuecard.example');
  });
});

describe('linkAliasHosts', () => {
  it('a local site URL is the same app at every loopback spelling, built for production or not', () => {
    expect(linkAliasHosts('http://localhost:3100', { development: false, devHosts: ['192.168.1.20'] })).toEqual(['localhost', '127.0.0.1', '[::1]']);
  });

  it('in development the dev origins are added', () => {
    expect(linkAliasHosts('http://localhost:3000', { development: true, devHosts: ['127.0.0.1', '192.168.1.20'] })).toEqual(['localhost', '127.0.0.1', '[::1]', '192.168.1.20']);
  });
});

describe('authCallbackUrl', () => {
  it('a flow started at 127.0.0.1 returns to 127.0.0.1', () => {
    expect(authCallbackUrl('/interview', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/auth/callback?next=%2Finterview');
  });

  it('a flow from anywhere else returns to the site URL, with a safe next path', () => {
    expect(authCallbackUrl('//evil.example', 'https://evil.example')).toBe('http://localhost:3000/auth/callback?next=%2F');
  });
});
