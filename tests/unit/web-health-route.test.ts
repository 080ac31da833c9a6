// The web app's health route: 200 and never cached, for a load balancer that sends no Origin and
// no cookies; the request middleware (which refreshes Supabase sessions) does not run for it.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { GET } from '@/app/api/health/route';
import { config } from '@/proxy';

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} with no-store to a probe without Origin or cookies', async () => {
    const res = await GET(new Request('http://10.0.0.5:3000/api/health'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('is left out of the request middleware, which still runs for the other API routes and pages', () => {
    expect(unstable_doesMiddlewareMatch({ config, url: '/api/health' })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: '/api/healthz' })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: '/api/log-message' })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: '/interview' })).toBe(true);
  });
});
