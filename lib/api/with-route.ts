import 'server-only';
import type { z } from 'zod';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { serverEnv } from '@/lib/env-server';
import { clientIp } from '@/lib/logging/client-ip';
import { createServerSupabase } from '@/lib/supabase/server';
import { ApiError } from './api-error';
import { errorResponse } from './error-response';
import { parseRouteBody, parseRouteQuery, type ParsedBody, type RouteBody } from './parse-route-body';
import { optionalRouteUser, requireRouteUser, type RouteUser, type ServerSupabase } from './route-user';

/** 'user': signed in or 401; 'optional': the user when signed in; 'none': no session is read. */
export type RouteAuth = 'user' | 'optional' | 'none';

/** Any limiter with TokenBucketLimiter's two methods. */
export interface RouteRateLimiter {
  take(key: string): boolean;
  retryAfterSeconds(key: string): number;
}

export interface RouteOptions<A extends RouteAuth, B extends RouteBody | undefined, Q extends z.ZodType | undefined> {
  /** The route as it appears in logs, e.g. 'api/subscription'. */
  name: string;
  auth?: A;
  /** Refuse cross-site browser requests with 403 (default true; off for server-to-server callers). */
  sameOrigin?: boolean;
  /** Keyed by user id when signed in, else by client address; 429 with Retry-After when empty. */
  rateLimit?: { limiter: RouteRateLimiter; message: string };
  body?: B;
  query?: Q;
}

export interface RouteContext<A extends RouteAuth, B, Q> {
  request: Request;
  user: A extends 'user' ? RouteUser : RouteUser | null;
  /** Acts as the caller (row-level security applies); only created when the route reads a session. */
  supabase: A extends 'none' ? undefined : ServerSupabase;
  body: ParsedBody<B>;
  query: Q extends z.ZodType ? z.output<Q> : undefined;
  /** The client's address: X-Forwarded-For read only as far as TRUSTED_PROXY_HOPS (lib/logging/client-ip.ts). */
  ip: string;
}

const CROSS_SITE_REFUSED = 'Cross-site request refused.';

/**
 * Wraps an API route handler: same-origin check, the verified user, a rate limit, the body
 * read with a size cap on the stream and checked by zod, the query checked by zod. Any
 * ApiError thrown (here or by the handler) becomes `{ error, code }` with its status; any
 * other error is logged and answered 500 without detail.
 */
export function withRoute<A extends RouteAuth = 'none', B extends RouteBody | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  options: RouteOptions<A, B, Q>,
  handler: (ctx: RouteContext<A, B, Q>) => Promise<Response>,
): (request: Request, route?: unknown) => Promise<Response> {
  const auth: RouteAuth = options.auth ?? 'none';
  return async (request) => {
    let user: RouteUser | null = null;
    try {
      if (options.sameOrigin !== false && !isSameOriginRequest(request)) throw new ApiError('forbidden', CROSS_SITE_REFUSED);
      const supabase = auth === 'none' ? undefined : await createServerSupabase();
      if (supabase) user = auth === 'user' ? await requireRouteUser(supabase) : await optionalRouteUser(supabase);
      const ip = clientIp(request.headers, serverEnv.TRUSTED_PROXY_HOPS);
      if (options.rateLimit) {
        const key = user ? `user:${user.id}` : `ip:${ip}`;
        const { limiter, message } = options.rateLimit;
        if (!limiter.take(key)) throw new ApiError('rate_limited', message, { 'retry-after': String(limiter.retryAfterSeconds(key)) });
      }
      const body = options.body ? await parseRouteBody(request, options.body) : undefined;
      const query = options.query ? parseRouteQuery(request, options.query) : undefined;
      // The cast restates what the steps above guarantee: TypeScript cannot follow `auth` and `body` from value to type.
      return await handler({ request, user, supabase, body, query, ip } as RouteContext<A, B, Q>);
    } catch (err) {
      return errorResponse(err, options.name, user?.id);
    }
  };
}
