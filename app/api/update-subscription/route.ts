// POST /api/update-subscription: a Billing Portal link to confirm a higher plan, or to cancel
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/with-route';
import { billingApiError } from '@/lib/billing/billing-api-error';
import { updateSubscriptionBodySchema } from '@/lib/billing/billing-schemas';
import { publicEnv } from '@/lib/env';
import { createPortalSession } from '@/lib/stripe/create-portal-session';
import { defaultBillingDeps } from '@/lib/stripe/default-billing-deps';
import { ensurePlansSynced } from '@/lib/stripe/ensure-plans-synced';

export const POST = withRoute(
  { name: 'api/update-subscription', auth: 'user', body: { kind: 'json', schema: updateSubscriptionBodySchema, maxBytes: 16 * 1024, invalidMessage: 'Choose a plan.' } },
  async ({ user, body }) => {
    try {
      await ensurePlansSynced();
      const portal = await createPortalSession(defaultBillingDeps(), {
        userId: user.id,
        targetPlanId: body.subscriptionid,
        allowCancel: body.allowCancel,
        siteUrl: publicEnv.NEXT_PUBLIC_SITE_URL,
      });
      return NextResponse.json(portal);
    } catch (err) {
      throw billingApiError(err, 'api/update-subscription', user.id);
    }
  },
);
