// POST /api/stripe/webhook: Stripe's events, verified on the raw body and dispatched by type
import { NextResponse } from 'next/server';
import { serverEnv } from '@/lib/env-server';
import { defaultBillingDeps } from '@/lib/stripe/default-billing-deps';
import { processWebhook } from '@/lib/stripe/process-webhook';

export const runtime = 'nodejs';

export async function POST(request: Request): Promise<Response> {
  const rawBody = await request.text();
  const result = await processWebhook(defaultBillingDeps(), {
    rawBody,
    signature: request.headers.get('stripe-signature'),
    secret: serverEnv.STRIPE_WEBHOOK_SECRET,
  });
  return NextResponse.json(result.body, { status: result.status });
}
