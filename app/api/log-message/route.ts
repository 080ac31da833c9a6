// POST /api/log-message: records a client-side event as a structured log line (rate-limited, size-capped, no secrets)
import { NextResponse, type NextRequest } from 'next/server';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { acceptClientLog } from '@/lib/logging/accept-client-log';
import { clientIp } from '@/lib/logging/client-ip';
import { readLimitedText } from '@/lib/logging/read-limited-text';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';
import { MAX_LOG_BODY_BYTES } from '@/lib/validations/log-message';
import { createServerSupabase } from '@/lib/supabase/server';

/** Per user (or IP for visitors): bursts of 20, then one message every 3 s. Per process, in memory. */
const limiter = new TokenBucketLimiter({ capacity: 20, refillPerSecond: 1 / 3 });

export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request)) return NextResponse.json({ error: 'Cross-site request refused.' }, { status: 403 });
  const supabase = await createServerSupabase();
  const { data } = await supabase.auth.getClaims();
  const rawBody = await readLimitedText(request, MAX_LOG_BODY_BYTES);
  const result = acceptClientLog({
    rawBody,
    userId: data?.claims?.sub,
    ip: clientIp(request.headers),
    limiter,
  });
  if (result.status === 204) return new NextResponse(null, { status: 204 });
  const headers = result.retryAfter ? { 'retry-after': String(result.retryAfter) } : undefined;
  return NextResponse.json({ error: result.error }, { status: result.status, headers });
}
