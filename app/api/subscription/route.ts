// POST /api/subscription: start a Checkout Session for a paid plan
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/with-route';
import { billingApiError } from '@/lib/billing/billing-api-error';
import { checkoutBodySchema } from '@/lib/billing/billing-schemas';
import { publicEnv } from '@/lib/env';
import { createCheckoutSession } from '@/lib/stripe/create-checkout-session';
import { defaultBillingDeps } from '@/lib/stripe/default-billing-deps';
import { ensurePlansSynced } from '@/lib/stripe/ensure-plans-synced';

export const POST = withRoute(
  { name: 'api/subscription', auth: 'user', body: { kind: 'json', schema: checkoutBodySchema, maxBytes: 16 * 1024, invalidMessage: 'Choose a plan.' } },
  async ({ user, body }) => {
    try {
      await ensurePlansSynced();
      const session = await createCheckoutSession(defaultBillingDeps(), { user, planId: body.Id, siteUrl: publicEnv.NEXT_PUBLIC_SITE_URL });
      return NextResponse.json(session);
    } catch (err) {
      throw billingApiError(err, 'api/subscription', user.id);
    }
  },
);
