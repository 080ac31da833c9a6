import { Alert } from '@/components/ui/alert';
import { fetchPlanCards } from '@/lib/billing/fetch-plan-cards';
import type { PlanCard } from '@/lib/billing/plan-types';
import { writeLog } from '@/lib/logging/write-log';
import type { AppUser } from '@/lib/profile/types';
import { createServerSupabase } from '@/lib/supabase/server';
import { PlanChangePolicy } from './plan-change-policy';
import { SubscriptionPlans } from './subscription-plans';
import { toError } from '@/lib/errors/to-error';

/** The Subscription screen: title 'Subscriptions' and one card per plan from the database. */
export async function SubscriptionScreen({ viewer }: { viewer: AppUser | null }) {
  let plans: PlanCard[] = [];
  let failed = false;
  try {
    plans = await fetchPlanCards(await createServerSupabase());
  } catch (err) {
    failed = true;
    writeLog('error', 'subscription page: plans could not be read', { source: 'subscription.plans', error: toError(err).message });
  }
  return (
    <div className="px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl">Subscriptions</h1>
      {failed ? (
        <div className="mx-auto mt-8 max-w-3xl">
          <Alert message="We could not load the plans. Please refresh the page." />
        </div>
      ) : (
        <>
          <SubscriptionPlans plans={plans} userPlanId={viewer ? (viewer.profile?.plan_id ?? 1) : null} email={viewer?.email ?? null} />
          <PlanChangePolicy />
        </>
      )}
    </div>
  );
}
