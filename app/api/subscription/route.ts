// POST /api/subscription: start a Checkout Session for a paid plan
import { NextResponse } from 'next/server';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { withUser } from '@/lib/auth/with-user';
import { checkoutBodySchema } from '@/lib/billing/billing-schemas';
import { billingErrorResponse } from '@/lib/billing/billing-error-response';
import { publicEnv } from '@/lib/env';
import { createCheckoutSession } from '@/lib/stripe/create-checkout-session';
import { defaultBillingDeps } from '@/lib/stripe/default-billing-deps';
import { ensurePlansSynced } from '@/lib/stripe/ensure-plans-synced';

export const POST = withUser(async (request, { user }) => {
  if (!isSameOriginRequest(request)) return NextResponse.json({ error: 'Cross-site request refused.' }, { status: 403 });
  const parsed = checkoutBodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return NextResponse.json({ error: 'Choose a plan.' }, { status: 400 });
  try {
    await ensurePlansSynced();
    const session = await createCheckoutSession(defaultBillingDeps(), { user, planId: parsed.data.Id, siteUrl: publicEnv.NEXT_PUBLIC_SITE_URL });
    return NextResponse.json(session);
  } catch (err) {
    return billingErrorResponse(err, 'api/subscription', user.id);
  }
});
