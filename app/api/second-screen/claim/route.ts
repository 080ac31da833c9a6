// POST /api/second-screen/claim: a phone (not signed in) spends a pairing link or code and gets its device credential, once
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/api/api-error';
import { withRoute } from '@/lib/api/with-route';
import { CLAIM_MESSAGES } from '@/lib/second-screen/claim-messages';
import { claimLimiters } from '@/lib/second-screen/claim-limiters';
import { claimPairing } from '@/lib/second-screen/claim-pairing';
import { createAdminSupabase } from '@/lib/supabase/admin';
import { claimPairingSchema } from '@/lib/validations/second-screen';

const limiters = claimLimiters();

export const POST = withRoute(
  {
    name: 'api/second-screen/claim',
    auth: 'none',
    rateLimit: { limiter: limiters.perAddress, message: CLAIM_MESSAGES.rateLimited },
    body: { kind: 'json', schema: claimPairingSchema, maxBytes: 1024 },
  },
  async ({ request, body }) => {
    if (!limiters.global.take('all')) throw new ApiError('rate_limited', CLAIM_MESSAGES.rateLimited, { 'retry-after': String(limiters.global.retryAfterSeconds('all')) });
    const device = await claimPairing(createAdminSupabase(), body, request.headers.get('user-agent'));
    return NextResponse.json(device, { headers: { 'cache-control': 'no-store' } });
  },
);
