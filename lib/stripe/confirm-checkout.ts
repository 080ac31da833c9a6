import 'server-only';
import { checkoutSessionIdSchema } from '@/lib/billing/billing-schemas';
import { BillingError } from '@/lib/billing/billing-error';
import { writeLog } from '@/lib/logging/write-log';
import { defaultBillingDeps } from './default-billing-deps';
import { syncCheckoutSession } from './sync-checkout-session';

export type CheckoutConfirmation = { status: 'synced'; planId: number } | { status: 'pending' } | { status: 'not_found' };

/**
 * /success: syncs the returned Checkout Session through the webhook's own sync, so the new
 * plan shows at once. Stripe unreachable is 'pending' (the webhook will catch up); a
 * missing, malformed or someone else's session is 'not_found'.
 */
export async function confirmCheckout(sessionId: string | undefined, userId: string): Promise<CheckoutConfirmation> {
  const parsed = checkoutSessionIdSchema.safeParse(sessionId);
  if (!parsed.success) return { status: 'not_found' };
  try {
    const synced = await syncCheckoutSession(defaultBillingDeps(), parsed.data, userId);
    return synced ? { status: 'synced', planId: synced.planId } : { status: 'pending' };
  } catch (err) {
    if (err instanceof BillingError) return { status: 'not_found' };
    writeLog('error', 'success page: checkout sync failed', { source: 'success.sync', user_id: userId, error: err instanceof Error ? err.message : String(err) });
    return { status: 'pending' };
  }
}
