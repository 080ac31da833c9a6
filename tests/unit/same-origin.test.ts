import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { publicEnv } from '@/lib/env';

// Next.js builds request.url from the name it listens on (localhost), whatever the browser typed.
const post = (headers: Record<string, string>) => new Request('http://localhost:3000/api/set-supabase-cookie', { method: 'POST', headers });

describe('isSameOriginRequest', () => {
  it('accepts the site URL and requests without Origin', () => {
    expect(isSameOriginRequest(post({ origin: new URL(publicEnv.NEXT_PUBLIC_SITE_URL).origin, host: 'localhost:3000' }))).toBe(true);
    expect(isSameOriginRequest(post({}))).toBe(true);
  });

  it('accepts a page opened at 127.0.0.1 or a network address, posting to the host it was served from', () => {
    expect(isSameOriginRequest(post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }))).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' }))).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'http://[::1]:3000', host: '[::1]:3000' }))).toBe(true);
  });

  it('refuses another site, even one on the same machine or port', () => {
    expect(isSameOriginRequest(post({ origin: 'https://evil.example', host: 'localhost:3000' }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:3000' }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'null', host: 'localhost:3000' }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'http://127.0.0.1:3000' }))).toBe(false);
  });
});
