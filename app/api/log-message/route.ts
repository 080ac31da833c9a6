// POST /api/log-message: records a client-side event as a structured log line (rate-limited, size-capped, no secrets)
import { NextResponse } from 'next/server';
import type { RouteBodyIssue } from '@/lib/api/parse-route-body';
import { withRoute } from '@/lib/api/with-route';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';
import { writeClientLog } from '@/lib/logging/write-client-log';
import { logMessageSchema, MAX_LOG_BODY_BYTES } from '@/lib/validations/log-message';

/** Per user (or IP for visitors): bursts of 20, then one message every 3 s. Per process, in memory. */
const limiter = new TokenBucketLimiter({ capacity: 20, refillPerSecond: 1 / 3 });

export const POST = withRoute(
  {
    name: 'api/log-message',
    auth: 'optional',
    rateLimit: { limiter, message: 'Too many log messages. Try again later.' },
    body: {
      kind: 'json',
      schema: logMessageSchema,
      maxBytes: MAX_LOG_BODY_BYTES,
      tooLargeMessage: `Log messages are limited to ${MAX_LOG_BODY_BYTES} bytes.`,
      invalidMessage: (issue: RouteBodyIssue) => `Invalid log message: ${issue.path.join('.') || 'body'}: ${issue.message}`,
    },
  },
  async ({ body, user, ip }) => {
    writeClientLog(body, { userId: user?.id, ip });
    return new NextResponse(null, { status: 204 });
  },
);
