// POST /api/update-subscription: a Billing Portal link to confirm a higher plan, or to cancel
import { NextResponse } from 'next/server';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { withUser } from '@/lib/auth/with-user';
import { updateSubscriptionBodySchema } from '@/lib/billing/billing-schemas';
import { billingErrorResponse } from '@/lib/billing/billing-error-response';
import { publicEnv } from '@/lib/env';
import { createPortalSession } from '@/lib/stripe/create-portal-session';
import { defaultBillingDeps } from '@/lib/stripe/default-billing-deps';
import { ensurePlansSynced } from '@/lib/stripe/ensure-plans-synced';

export const POST = withUser(async (request, { user }) => {
  if (!isSameOriginRequest(request)) return NextResponse.json({ error: 'Cross-site request refused.' }, { status: 403 });
  const parsed = updateSubscriptionBodySchema.safeParse((await request.json().catch(() => null)) ?? {});
  if (!parsed.success) return NextResponse.json({ error: 'Choose a plan.' }, { status: 400 });
  try {
    await ensurePlansSynced();
    const portal = await createPortalSession(defaultBillingDeps(), {
      userId: user.id,
      targetPlanId: parsed.data.subscriptionid,
      allowCancel: parsed.data.allowCancel,
      siteUrl: publicEnv.NEXT_PUBLIC_SITE_URL,
    });
    return NextResponse.json(portal);
  } catch (err) {
    return billingErrorResponse(err, 'api/update-subscription', user.id);
  }
});
