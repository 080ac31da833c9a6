import 'server-only';
import { writeLog } from '@/lib/logging/write-log';
import { defaultBillingDeps } from './default-billing-deps';
import { syncCustomerSubscriptions } from './sync-customer';

/**
 * Back from the Billing Portal: the user's subscriptions are re-read from Stripe so the page
 * shows the new plan even if the webhook has not arrived. A failure is logged and left to
 * the webhook; the page still renders.
 */
export async function refreshUserBilling(userId: string): Promise<void> {
  const deps = defaultBillingDeps();
  try {
    const { data, error } = await deps.admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', userId).maybeSingle();
    if (error) throw new Error(`billing_customer: ${error.message}`);
    if (data?.stripe_customer_id) await syncCustomerSubscriptions(deps, data.stripe_customer_id as string);
  } catch (err) {
    writeLog('error', 'subscription page: refresh from Stripe failed', { source: 'subscription.refresh', user_id: userId, error: err instanceof Error ? err.message : String(err) });
  }
}
