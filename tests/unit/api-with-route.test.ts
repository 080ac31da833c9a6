import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { withRoute } from '@/lib/api/with-route';
import { DEV_SITE_URL } from '@/lib/dev-defaults';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';

// The session is the only thing faked: the wrapper reads it through createServerSupabase.
const mockGetUser = jest.fn();
const mockGetClaims = jest.fn();
jest.mock('@/lib/supabase/server', () => ({
  createServerSupabase: async () => ({ auth: { getUser: mockGetUser, getClaims: mockGetClaims } }),
}));

const URL_ = `${DEV_SITE_URL}/api/test`;
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
const ok = async () => new Response(null, { status: 204 });

/** A body of `total` bytes streamed in 64 KB chunks with no Content-Length; counts what was pulled. */
function chunkedRequest(total: number): { request: Request; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, total - sent)).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const init = { method: 'POST', body: stream, duplex: 'half' } as RequestInit;
  return { request: new Request(URL_, init), pulled: () => sent };
}

let logged: string[];
beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
  jest.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(line));
  mockGetUser.mockReset().mockResolvedValue({ data: { user: { id: 'user-1', email: 'a@example.com' } }, error: null });
  mockGetClaims.mockReset().mockResolvedValue({ data: { claims: { sub: 'user-1' } } });
});
afterEach(() => jest.restoreAllMocks());

describe('withRoute', () => {
  it('refuses a cross-site browser request with 403 before running the handler', async () => {
    const handler = jest.fn(ok);
    const res = await withRoute({ name: 't' }, handler)(post('{}', { origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site request refused.', code: 'forbidden' });
    expect(handler).not.toHaveBeenCalled();
    expect((await withRoute({ name: 't' }, ok)(post('{}', { origin: DEV_SITE_URL }))).status).toBe(204);
    expect((await withRoute({ name: 't', sameOrigin: false }, ok)(post('{}', { origin: 'https://evil.example' }))).status).toBe(204);
  });

  it('answers 401 without a session and hands the handler the verified user, never one from the body', async () => {
    mockGetUser.mockResolvedValueOnce({ data: { user: null }, error: new Error('invalid JWT') });
    const route = withRoute({ name: 't', auth: 'user', body: { kind: 'json', schema: z.object({ userId: z.string() }), maxBytes: 1024 } }, async ({ user, body }) =>
      Response.json({ user: user.id, claimed: body.userId }),
    );
    const refused = await route(post(JSON.stringify({ userId: 'someone-else' })));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Please sign in again.', code: 'unauthorized' });
    const res = await route(post(JSON.stringify({ userId: 'someone-else' })));
    expect(await res.json()).toEqual({ user: 'user-1', claimed: 'someone-else' });
  });

  it('serves visitors on optional auth, with the user from the verified claims when there is one', async () => {
    const route = withRoute({ name: 't', auth: 'optional' }, async ({ user }) => Response.json({ user: user?.id ?? null }));
    expect(await (await route(post(null))).json()).toEqual({ user: 'user-1' });
    mockGetClaims.mockResolvedValueOnce({ data: null });
    expect(await (await route(post(null))).json()).toEqual({ user: null });
    expect(mockGetUser).not.toHaveBeenCalled();
  });

  it('answers 400 with the schema message for a body that fails the schema, and for one that is not JSON', async () => {
    const schema = z.object({ plan: z.number({ message: 'Choose a plan.' }) });
    const route = withRoute({ name: 't', body: { kind: 'json', schema, maxBytes: 1024 } }, ok);
    const bad = await route(post(JSON.stringify({ plan: 'gold' })));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Choose a plan.', code: 'bad_request' });
    const notJson = await route(post('{oops'));
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error).toBe('The body must be JSON.');
    const worded = withRoute({ name: 't', body: { kind: 'json', schema, maxBytes: 1024, invalidMessage: (issue: z.core.$ZodIssue) => `bad ${issue.path.join('.')}` } }, ok);
    expect((await (await worded(post('{}'))).json()).error).toBe('bad plan');
  });

  it('checks the query string against its schema', async () => {
    const route = withRoute({ name: 't', query: z.object({ page: z.coerce.number().int().min(1, 'Pages start at 1.') }) }, async ({ query }) => Response.json(query));
    expect(await (await route(new Request(`${URL_}?page=3`))).json()).toEqual({ page: 3 });
    const bad = await route(new Request(`${URL_}?page=0`));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Pages start at 1.');
  });

  it("turns a thrown ApiError into its code's status, message and headers", async () => {
    const route = withRoute({ name: 't' }, async () => {
      throw new ApiError('conflict', 'You already have a subscription.', { 'x-reason': 'dup' });
    });
    const res = await route(post(null));
    expect(res.status).toBe(409);
    expect(res.headers.get('x-reason')).toBe('dup');
    expect(await res.json()).toEqual({ error: 'You already have a subscription.', code: 'conflict' });
    expect(new ApiError('payload_too_large', 'x').status).toBe(413);
    expect(new ApiError('rate_limited', 'x').status).toBe(429);
  });

  it('answers any other error with a generic 500 that leaks nothing, and logs it', async () => {
    const route = withRoute({ name: 'api/t', auth: 'user' }, async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/lib/db.ts:12');
    });
    const res = await route(post(null));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong. Please try again.', code: 'internal_error' });
    expect(text).not.toMatch(/secret_table|db\.ts|at /);
    expect(JSON.parse(logged[0])).toMatchObject({ level: 'error', msg: 'api/t: failed', user_id: 'user-1' });
  });

  it('rate-limits per user with 429 and Retry-After', async () => {
    const limiter = new TokenBucketLimiter({ capacity: 2, refillPerSecond: 0.5, now: () => 0 });
    const route = withRoute({ name: 't', auth: 'user', rateLimit: { limiter, message: 'Slow down.' } }, ok);
    expect([await route(post(null)), await route(post(null))].map((r) => r.status)).toEqual([204, 204]);
    const limited = await route(post(null));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(await limited.json()).toEqual({ error: 'Slow down.', code: 'rate_limited' });
    // Another user has a bucket of their own.
    mockGetUser.mockResolvedValueOnce({ data: { user: { id: 'user-2', email: null } }, error: null });
    expect((await route(post(null))).status).toBe(204);
  });

  it('refuses an oversized body with 413, counting on the stream when Content-Length is absent', async () => {
    const handler = jest.fn(ok);
    const route = withRoute({ name: 't', sameOrigin: false, body: { kind: 'text', maxBytes: 256 * 1024, tooLargeMessage: 'Too big.' } }, handler);
    const { request, pulled } = chunkedRequest(32 * 1024 * 1024);
    expect(request.headers.get('content-length')).toBeNull();
    const res = await route(request);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Too big.', code: 'payload_too_large' });
    // Reading stopped at the limit instead of taking in all 32 MB.
    expect(pulled()).toBeLessThan(1024 * 1024);
    expect(handler).not.toHaveBeenCalled();
    const declared = await route(post('x', { 'content-length': String(10 * 1024 * 1024) }));
    expect(declared.status).toBe(413);
    expect((await route(post('x'.repeat(1000)))).status).toBe(204);
  });
});
