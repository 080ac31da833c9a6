// POST /api/stripe/webhook: Stripe's events, verified on the raw body and dispatched by type
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/with-route';
import { serverEnv } from '@/lib/env-server';
import { defaultBillingDeps } from '@/lib/stripe/default-billing-deps';
import { processWebhook } from '@/lib/stripe/process-webhook';

export const runtime = 'nodejs';

/** Stripe's events are a few KB (lists inside are truncated); anything near this is not Stripe. */
const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

// Stripe calls server to server: no browser Origin to check and no session; the signature is the authentication.
export const POST = withRoute(
  { name: 'api/stripe/webhook', sameOrigin: false, body: { kind: 'text', maxBytes: MAX_WEBHOOK_BODY_BYTES } },
  async ({ request, body }) => {
    const result = await processWebhook(defaultBillingDeps(), {
      rawBody: body,
      signature: request.headers.get('stripe-signature'),
      secret: serverEnv.STRIPE_WEBHOOK_SECRET,
    });
    return NextResponse.json(result.body, { status: result.status });
  },
);
